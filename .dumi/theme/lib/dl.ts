// A <dl> is well formed only when its <dd>s follow a <dt>. The default theme also uses <dl> for
// plain lists of <dd>s; those are marked as presentational so that they are not read as a broken
// description list (their items stay where they are and keep their styles).
import { Children, isValidElement } from 'react';
import { withProps, type Element } from './rewrite-output';

function hasTerm(element: Element): boolean {
  let found = false;
  Children.forEach(element.props.children, (child) => {
    if (isValidElement(child) && child.type === 'dt') found = true;
  });
  return found;
}

export function fixDescriptionList(element: Element): Element {
  return element.type === 'dl' && !hasTerm(element) ? withProps(element, { role: 'none' }) : element;
}
