import React, { useState } from 'react';
import Cascader from 'rc-cascader';
import Form, { Field } from 'rc-field-form';
import 'rc-cascader/assets/index.less';
import { geography } from './data/geography';
import type { PlaceOption } from './data/geography';

interface ParcelValues {
  destination?: string[];
}

export default function ParcelForm() {
  const [submitted, setSubmitted] = useState<ParcelValues | null>(null);

  return (
    <Form<ParcelValues>
      onFinish={(values) => setSubmitted(values)}
      onFinishFailed={() => setSubmitted(null)}
      onReset={() => setSubmitted(null)}
    >
      <Field name="destination" rules={[{ required: true, message: 'Choose the city the parcel goes to.' }]}>
        {(control, meta) => {
          const invalid = meta.errors.length > 0;
          return (
            <div style={{ marginBottom: 16 }}>
              <label htmlFor="parcel-destination" style={{ display: 'block', marginBottom: 8 }}>
                Destination (required)
              </label>
              <Cascader<PlaceOption>
                id="parcel-destination"
                options={geography}
                value={control.value}
                onChange={control.onChange}
                aria-invalid={invalid}
                aria-describedby={invalid ? 'parcel-destination-error' : undefined}
                placeholder="Choose a destination city"
                style={{ width: '100%', maxWidth: 300 }}
              />
              {invalid && (
                <p id="parcel-destination-error" role="alert" style={{ margin: '4px 0 0', color: 'var(--cascader-highlight)' }}>
                  {meta.errors[0]}
                </p>
              )}
            </div>
          );
        }}
      </Field>
      <button type="submit">Send parcel</button> <button type="reset">Reset</button>
      <p>
        <output>{submitted ? `Submitted: ${JSON.stringify(submitted)}` : 'Not submitted yet.'}</output>
      </p>
    </Form>
  );
}
