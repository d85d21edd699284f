import React, { useState } from 'react';
import Cascader from 'rc-cascader';
import type { CascaderProps } from 'rc-cascader';
import 'rc-cascader/assets/index.less';
import { catalogue } from './data/products';
import type { CategoryOption } from './data/products';

function toSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export default function CategoryPickerAddFooter() {
  const [options, setOptions] = useState<CategoryOption[]>(catalogue);
  const [newName, setNewName] = useState('');
  // What the footer form did last, announced to screen readers as it changes.
  const [notice, setNotice] = useState('');

  const addDepartment = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const label = newName.trim();
    const value = toSlug(label);
    if (!value) return;
    if (options.some((option) => option.value === value)) {
      setNotice(`"${label}" is already a department.`);
      return;
    }
    setOptions((current) => [...current, { value, label }]);
    setNewName('');
    setNotice(`Added the department "${label}". It is at the end of the first column.`);
  };

  // The popup renders at the end of <body>; a labelled section makes it a landmark of its own.
  const renderDropdown: CascaderProps<CategoryOption>['dropdownRender'] = (menu) => (
    <section aria-label="Categories" style={{ minWidth: 240 }}>
      {menu}
      {/* Keys typed here must not reach the cascader, which would use Enter or the arrows itself. */}
      {/* No width of its own (width 0, at least 100%): the footer is as wide as the columns above it. */}
      <form
        onSubmit={addDepartment}
        onKeyDown={(event) => event.stopPropagation()}
        style={{
          display: 'grid',
          gridTemplateColumns: '1fr auto',
          gap: 8,
          alignItems: 'center',
          width: 0,
          minWidth: '100%',
          boxSizing: 'border-box',
          padding: 8,
          borderTop: '1px solid var(--cascader-border)',
        }}
      >
        <label htmlFor="category-picker-new-department" style={{ gridColumn: '1 / -1' }}>
          New department
        </label>
        <input
          id="category-picker-new-department"
          value={newName}
          placeholder="e.g. Garden"
          onChange={(event) => setNewName(event.target.value)}
          style={{ minWidth: 0 }}
        />
        <button type="submit">Add</button>
      </form>
    </section>
  );

  return (
    <div>
      <label htmlFor="category-picker-add-footer" style={{ display: 'block', marginBottom: 8 }}>
        Category
      </label>
      <Cascader<CategoryOption>
        id="category-picker-add-footer"
        options={options}
        dropdownRender={renderDropdown}
        placeholder="Choose a category"
        style={{ width: '100%', maxWidth: 300 }}
      />
      <p>
        <output htmlFor="category-picker-new-department">{notice}</output>
      </p>
    </div>
  );
}
