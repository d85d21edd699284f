// The playground's controls (../../builtins/Playground.tsx): one per prop a form can set, named by
// the prop as written in code, with its one-line description, a link to its row in the API reference,
// and, when it has no effect in the current configuration, disabled with the reason.
import { Link, useIntl } from 'dumi';
import React, { useState } from 'react';
import {
  CONTROLS,
  CONTROL_GROUPS,
  MAX_NUMBER,
  MAX_TEXT,
  acceptsValue,
  controlHref,
  parseWhole,
  unmetNeed,
  type Control,
  type ControlValue,
  type PropValues,
} from '../../../../src/playground/controls';
import type { PackageName } from '../../../../src/converter/packages';
import { useHomePath } from '../../lib/locale-paths';

interface ControlsProps {
  values: PropValues;
  /** The data preset, which decides whether fieldNames can be set. */
  preset: string;
  /** The package the cascader runs on, which decides whether a prop only one of them has can be set. */
  pkg: PackageName;
  onChange: (name: string, value: ControlValue) => void;
}

/** The element id of a control's input. */
const controlId = (name: string) => `playground-${name.replace('.', '-')}`;

/** A text or number field that keeps what the visitor typed, and the last valid value in the configuration. */
function TextField({ control, values, disabled, describedBy, onChange }: FieldProps) {
  const value = values[control.name];
  const intl = useIntl();
  const shown = value === undefined ? '' : String(value);
  const [draft, setDraft] = useState<string | null>(null);
  const id = controlId(control.name);
  const number = control.kind === 'number';
  const parse = (text: string): ControlValue | null => {
    if (number) {
      if (text.trim() === '') return undefined;
      const parsed = parseWhole(text.trim());
      return parsed !== null && acceptsValue(control, parsed, values) ? parsed : null;
    }
    return acceptsValue(control, text, values) ? text : null;
  };
  const invalid = draft !== null && parse(draft) === null;
  const errorId = `${id}-error`;
  return (
    <>
      <input
        id={id}
        type={number ? 'number' : 'text'}
        inputMode={number ? 'numeric' : undefined}
        min={number ? control.min : undefined}
        max={number ? MAX_NUMBER : undefined}
        maxLength={number ? undefined : MAX_TEXT}
        spellCheck={false}
        autoComplete="off"
        placeholder={number ? intl.formatMessage({ id: 'site.playground.unset' }) : undefined}
        value={draft ?? shown}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={[describedBy, invalid ? errorId : ''].filter(Boolean).join(' ')}
        onChange={(event) => {
          const text = event.target.value;
          const parsed = parse(text);
          if (parsed === null) setDraft(text);
          else {
            setDraft(null);
            onChange(control.name, parsed);
          }
        }}
        onBlur={() => {
          if (draft !== null && parse(draft) !== null) setDraft(null);
        }}
      />
      {invalid && (
        <p id={errorId} className="site-playground-error">
          {control.group === 'fieldNames'
            ? intl.formatMessage({ id: 'site.playground.fieldnames.invalid' })
            : intl.formatMessage({ id: 'site.playground.number.invalid' }, { min: String(control.min ?? 0) })}
        </p>
      )}
    </>
  );
}

interface FieldProps {
  control: Control;
  values: PropValues;
  disabled: boolean;
  describedBy: string;
  onChange: (name: string, value: ControlValue) => void;
}

function Field(props: FieldProps) {
  const { control, values, disabled, describedBy, onChange } = props;
  const value = values[control.name];
  const id = controlId(control.name);
  if (control.kind === 'boolean') {
    return (
      <input
        id={id}
        type="checkbox"
        checked={value === true}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => onChange(control.name, event.target.checked)}
      />
    );
  }
  if (control.kind === 'enum') {
    return (
      <select
        id={id}
        value={String(value)}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => onChange(control.name, event.target.value)}
      >
        {control.values!.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  }
  return <TextField {...props} />;
}

function ControlRow({ control, values, preset, pkg, onChange }: ControlsProps & { control: Control }) {
  const intl = useIntl();
  const home = useHomePath();
  const id = controlId(control.name);
  const need = unmetNeed(control, values, preset, pkg);
  const describedBy = [`${id}-description`, need ? `${id}-why` : ''].filter(Boolean).join(' ');
  const boolean = control.kind === 'boolean';
  const label = (
    <label htmlFor={id} className="site-playground-name">
      <code>{control.name}</code>
    </label>
  );
  return (
    <li className="site-playground-control" data-kind={control.kind} data-disabled={need ? true : undefined}>
      <div className="site-playground-control-head">
        {boolean ? (
          <>
            <Field control={control} values={values} disabled={need !== null} describedBy={describedBy} onChange={onChange} />
            {label}
          </>
        ) : (
          label
        )}
        <Link
          className="site-playground-api"
          to={controlHref(control, home)}
          aria-label={intl.formatMessage({ id: 'site.playground.reference.label' }, { prop: control.name })}
        >
          {intl.formatMessage({ id: 'site.playground.reference' })}
        </Link>
      </div>
      {!boolean && <Field control={control} values={values} disabled={need !== null} describedBy={describedBy} onChange={onChange} />}
      <p id={`${id}-description`} className="site-playground-description">
        {intl.formatMessage({ id: `site.playground.prop.${control.name}` })}
      </p>
      {need && (
        <p id={`${id}-why`} className="site-playground-why">
          {intl.formatMessage({ id: `site.playground.needs.${need}` })}
        </p>
      )}
    </li>
  );
}

export default function Controls({ values, preset, pkg, onChange }: ControlsProps) {
  const intl = useIntl();
  return (
    <>
      {CONTROL_GROUPS.map((group) => (
        <fieldset key={group} className="site-playground-group">
          <legend>{intl.formatMessage({ id: `site.playground.group.${group}` })}</legend>
          <ul>
            {CONTROLS.filter((control) => control.group === group).map((control) => (
              <ControlRow key={control.name} control={control} values={values} preset={preset} pkg={pkg} onChange={onChange} />
            ))}
          </ul>
        </fieldset>
      ))}
    </>
  );
}
