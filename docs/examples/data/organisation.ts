/**
 * An organisation chart in a shape of its own (not value/label/children), for the demos
 * that map custom field names onto the cascader.
 */
export interface OrgUnit {
  /** A stable identifier, used as the option value. */
  code: string;
  /** The name shown to people. */
  name: string;
  /** Units that report to this one. */
  units?: OrgUnit[];
}

export const organisation: OrgUnit[] = [
  {
    code: 'ENG',
    name: 'Engineering',
    units: [
      {
        code: 'ENG-PLT',
        name: 'Platform',
        units: [
          { code: 'ENG-PLT-INF', name: 'Infrastructure' },
          { code: 'ENG-PLT-SEC', name: 'Security' },
        ],
      },
      {
        code: 'ENG-PRD',
        name: 'Product engineering',
        units: [
          { code: 'ENG-PRD-WEB', name: 'Web' },
          { code: 'ENG-PRD-MOB', name: 'Mobile' },
        ],
      },
    ],
  },
  {
    code: 'OPS',
    name: 'Operations',
    units: [
      {
        code: 'OPS-FIN',
        name: 'Finance',
        units: [
          { code: 'OPS-FIN-PAY', name: 'Payroll' },
          { code: 'OPS-FIN-ACC', name: 'Accounts' },
        ],
      },
      {
        code: 'OPS-PPL',
        name: 'People',
        units: [
          { code: 'OPS-PPL-REC', name: 'Recruiting' },
          { code: 'OPS-PPL-LRN', name: 'Learning' },
        ],
      },
    ],
  },
  {
    code: 'SAL',
    name: 'Sales',
    units: [
      {
        code: 'SAL-EMEA',
        name: 'Europe, Middle East & Africa',
        units: [
          { code: 'SAL-EMEA-UK', name: 'United Kingdom' },
          { code: 'SAL-EMEA-DE', name: 'Germany' },
        ],
      },
      {
        code: 'SAL-AMER',
        name: 'Americas',
        units: [
          { code: 'SAL-AMER-US', name: 'United States' },
          { code: 'SAL-AMER-BR', name: 'Brazil' },
        ],
      },
    ],
  },
];
