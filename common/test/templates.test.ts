import {
  renderHtml,
  renderText,
  SYSTEM_TEMPLATE_IDS,
  SYSTEM_TEMPLATES,
  templateVariables,
  withSystemTemplates,
  type EmailTemplate,
} from '../src';

describe('renderHtml', () => {
  it.each([
    [
      'escapes markup in values',
      '<p>{{firstName}}</p>',
      { firstName: '<b>Ana</b>' },
      '<p>&lt;b&gt;Ana&lt;&#x2F;b&gt;</p>',
    ],
    [
      'escapes quotes inside attributes',
      '<a title="{{t}}">x</a>',
      { t: '" onclick="x' },
      '<a title="&quot; onclick&#x3D;&quot;x">x</a>',
    ],
    [
      'renders a missing value as nothing',
      '<p>Hola {{firstName}}{{lastName}}</p>',
      { firstName: 'Ana' },
      '<p>Hola Ana</p>',
    ],
    ['renders an unknown variable as nothing', '<p>{{desconocida}}.</p>', {}, '<p>.</p>'],
    ['keeps the template’s own markup', '<h1>{{title}}</h1>', { title: 'Aviso' }, '<h1>Aviso</h1>'],
  ])('%s', (_, template, values, expected) => {
    expect(renderHtml(template, values)).toBe(expected);
  });
});

describe('renderText', () => {
  it('inserts values as they are: a subject line is not HTML', () => {
    expect(renderText('Hola {{firstName}} & co', { firstName: 'O’Brien <Ana>' })).toBe(
      'Hola O’Brien <Ana> & co',
    );
  });
});

describe('templateVariables', () => {
  it('lists each variable once, in order, including the triple-brace ones', () => {
    expect(templateVariables('{{subject}} <h1>{{title}}</h1>{{{content}}} {{title}}')).toEqual([
      'subject',
      'title',
      'content',
    ]);
  });

  it('finds in each shipped system template only variables it declares to the editor', () => {
    for (const id of SYSTEM_TEMPLATE_IDS) {
      const { subject, content, variables } = SYSTEM_TEMPLATES[id];
      for (const used of templateVariables(`${subject} ${content}`)) {
        expect(variables).toContain(used);
      }
    }
  });
});

describe('withSystemTemplates', () => {
  const stored = (overrides: Partial<EmailTemplate>): EmailTemplate => ({
    id: 'x',
    template_id: 'x',
    name: 'x',
    subject: 's',
    content: 'c',
    variables: [],
    template_type: 'custom',
    updated_at: new Date(),
    ...overrides,
  });

  it('shows every system template, its stored edit winning, then custom ones by name', () => {
    const list = withSystemTemplates([
      stored({ id: 'zeta', name: 'Zeta' }),
      stored({ id: 'approval', name: 'Aprobación', subject: 'Editada', template_type: 'system' }),
      stored({ id: 'alfa', name: 'Alfa' }),
    ]);
    expect(list.map((t) => t.id)).toEqual([
      'approval',
      'sponsor',
      'welcome',
      'verification',
      'notification',
      'alfa',
      'zeta',
    ]);
    expect(list.find((t) => t.id === 'approval')?.subject).toBe('Editada');
    expect(list.find((t) => t.id === 'welcome')?.subject).toBe(SYSTEM_TEMPLATES.welcome.subject);
  });
});
