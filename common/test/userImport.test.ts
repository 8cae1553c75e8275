import {
  decodeUserFile,
  es,
  esAdmin,
  MAX_IMPORT_ROWS,
  parseUserCsv,
  parseUserPaste,
  userCsvTemplate,
} from '../src';
import { currentEdition, editionWith } from './fixtures/editions';

const t = esAdmin.users.import;
const v = es.validation;

const HEADER = ['email', 'first_name', 'last_name', 'plan_name'];
const table = (rows: string[][], delimiter = ',', newline = '\n') =>
  rows.map((row) => row.join(delimiter)).join(newline);
const emails = (result: { rows: { user: { email: string } }[] }) =>
  result.rows.map((row) => row.user.email);

describe('parseUserCsv', () => {
  it('reads quoted cells with commas, quotes and line breaks, after a BOM, with CRLF', () => {
    const csv =
      '\uFEFF"email",first_name,last_name,plan_name,company\r\n' +
      'ana@hospital.es,Ana,"García, López",socio,"Hospital\r\nSant Joan"\r\n' +
      'luis@clinica.mx,"Luis ""Lucho""",Pérez,online,Clínica\r\n';
    const result = parseUserCsv(csv, currentEdition);
    expect(result.errors).toEqual([]);
    expect(result.headers).toEqual([...HEADER, 'company']);
    expect(result.rows).toEqual([
      {
        line: 2,
        user: expect.objectContaining({
          email: 'ana@hospital.es',
          last_name: 'García, López',
          company: 'Hospital\r\nSant Joan',
          phone_country_code: '+34',
        }),
      },
      { line: 3, user: expect.objectContaining({ first_name: 'Luis "Lucho"' }) },
    ]);
  });

  it.each([
    ['comma', ','],
    ['semicolon (Spanish Excel)', ';'],
  ])('detects the %s separator, with commas inside unquoted text of a ; file', (_, delimiter) => {
    const company = delimiter === ';' ? 'Hospital, Madrid' : '"Hospital, Madrid"';
    const csv = table(
      [
        [...HEADER, 'company'],
        ['ana@hospital.es', 'Ana', 'García', 'socio', company],
      ],
      delimiter,
    );
    const result = parseUserCsv(csv, currentEdition);
    expect(result.errors).toEqual([]);
    expect(result.rows[0].user.company).toBe('Hospital, Madrid');
  });

  it('skips blank lines but numbers rows as the spreadsheet shows them', () => {
    const csv = table([
      HEADER,
      [],
      ['ana@h.es', 'Ana', 'García', 'socio'],
      ['  '],
      ['x', 'L', 'P', 'online'],
    ]);
    const result = parseUserCsv(csv + '\n\n', currentEdition);
    expect(result.totalRows).toBe(2);
    expect(result.rows.map((row) => row.line)).toEqual([3]);
    expect(result.errors).toEqual([`Fila 5: ${v.emailInvalid} (columna email)`]);
  });

  it('lists every missing mandatory column by its canonical name and reads no row', () => {
    const result = parseUserCsv('Correo,Teléfono,Empresa\nana@h.es,600,Hospital', currentEdition);
    expect(result.errors).toEqual([
      'Faltan columnas obligatorias: first_name, last_name, plan_name',
    ]);
    expect(result.rows).toEqual([]);
    expect(result.preview).toEqual([{ Correo: 'ana@h.es', Teléfono: '600', Empresa: 'Hospital' }]);
  });

  it.each([
    [
      'a short row',
      ['ana@h.es', 'Ana', 'García'],
      'Fila 3: Número incorrecto de columnas (3 en lugar de 4)',
    ],
    [
      'a long row',
      ['ana@h.es', 'Ana', 'García', 'socio', 'x'],
      'Fila 3: Número incorrecto de columnas (5 en lugar de 4)',
    ],
  ])('refuses %s', (_, row, error) => {
    const result = parseUserCsv(
      table([HEADER, ['luis@c.mx', 'Luis', 'Pérez', 'online'], row]),
      currentEdition,
    );
    expect(result.errors).toEqual([error]);
    expect(emails(result)).toEqual(['luis@c.mx']);
  });

  it('reports a quote left open instead of reading the rest of the file into one cell', () => {
    const result = parseUserCsv(
      table([
        HEADER,
        ['luis@c.mx', 'Luis', 'Pérez', 'online'],
        ['ana@h.es', '"Ana', 'García', 'socio'],
      ]),
      currentEdition,
    );
    expect(result.errors).toEqual([`Fila 3: ${t.unclosedQuotes}`]);
  });

  it.each([
    [
      'an invalid email',
      ['ana@hospital', 'Ana', 'García', 'socio'],
      [`Fila 2: ${v.emailInvalid} (columna email)`],
    ],
    [
      'an unknown plan',
      ['ana@h.es', 'Ana', 'García', 'premium'],
      ['Fila 2: Plan desconocido: "premium"'],
    ],
    [
      'missing names',
      ['ana@h.es', '', ' ', 'socio'],
      [
        `Fila 2: ${v.firstNameRequired} (columna first_name)`,
        `Fila 2: ${v.lastNameRequired} (columna last_name)`,
      ],
    ],
    [
      'a sponsored plan without sponsor fields',
      ['ana@h.es', 'Ana', 'García', 'patrocinado_presencial'],
      [
        `Fila 2: ${v.sponsorRequired} (columna sponsor)`,
        `Fila 2: ${esAdmin.users.validation.sponsorEmailRequired} (columna sponsor_notification_email)`,
      ],
    ],
  ])('reports %s by row', (_, row, errors) => {
    const result = parseUserCsv(table([HEADER, row]), currentEdition);
    expect(result.errors).toEqual(errors);
    expect(result.rows).toEqual([]);
  });

  it('names the column the file used, so an invalid sponsor email is told from the email', () => {
    const result = parseUserCsv(
      table([
        ['Correo', 'Nombre', 'Apellidos', 'Plan', 'Patrocinador', 'Email patrocinador'],
        ['ana@h.es', 'Ana', 'García', 'Patrocinado Online', 'Lab', 'lab@'],
      ]),
      currentEdition,
    );
    expect(result.errors).toEqual([`Fila 2: ${v.emailInvalid} (columna Email patrocinador)`]);
  });

  it('reports emails repeated in the file, whatever their case, against their first row', () => {
    const result = parseUserCsv(
      table([
        HEADER,
        ['ana@h.es', 'Ana', 'García', 'socio'],
        ['luis@c.mx', 'Luis', 'Pérez', 'online'],
        [' ANA@H.ES ', 'Ana', 'García', 'socio'],
        ['Luis@C.mx', 'Luis', 'Pérez', 'premium'],
      ]),
      currentEdition,
    );
    expect(emails(result)).toEqual(['ana@h.es', 'luis@c.mx']);
    expect(result.errors).toEqual([
      'Fila 4: email duplicado en el archivo (también en la fila 2)',
      'Fila 5: Plan desconocido: "premium"',
      'Fila 5: email duplicado en el archivo (también en la fila 3)',
    ]);
  });

  it('keeps formula-looking cells as plain text', () => {
    const csv =
      'email,first_name,last_name,plan_name,position\n' +
      'ana@h.es,"=HYPERLINK(""http://x.test"",""clic"")",+García,socio,@cargo\n';
    const { rows, errors } = parseUserCsv(csv, currentEdition);
    expect(errors).toEqual([]);
    expect(rows[0].user).toMatchObject({
      first_name: '=HYPERLINK("http://x.test","clic")',
      last_name: '+García',
      position: '@cargo',
    });
  });

  it(`refuses more than ${MAX_IMPORT_ROWS} rows with one error, and still counts and previews them`, () => {
    const lines = Array.from(
      { length: 10_000 },
      (_, i) => `u${i}@h.es,Nombre ${i},Apellido,online`,
    );
    const result = parseUserCsv([HEADER.join(','), ...lines].join('\n'), currentEdition);
    expect(result.totalRows).toBe(10_000);
    expect(result.errors).toEqual([
      `El archivo tiene 10000 filas de datos; el máximo por importación es ${MAX_IMPORT_ROWS}`,
    ]);
    expect(result.rows).toEqual([]);
    expect(result.preview).toHaveLength(10);
  });

  it(`reads ${MAX_IMPORT_ROWS} valid rows`, () => {
    const lines = Array.from({ length: MAX_IMPORT_ROWS }, (_, i) => `u${i}@h.es,N,A,online`);
    const result = parseUserCsv([HEADER.join(','), ...lines].join('\n'), currentEdition);
    expect(result.errors).toEqual([]);
    expect(result.rows).toHaveLength(MAX_IMPORT_ROWS);
    expect(result.rows[MAX_IMPORT_ROWS - 1].line).toBe(MAX_IMPORT_ROWS + 1);
  });

  it('previews the first 10 data rows as the file wrote them', () => {
    const lines = Array.from({ length: 12 }, (_, i) => [`u${i}@h.es`, 'N', 'A', 'Online']);
    const { preview } = parseUserCsv(table([HEADER, ...lines]), currentEdition);
    expect(preview).toHaveLength(10);
    expect(preview[0]).toEqual({
      email: 'u0@h.es',
      first_name: 'N',
      last_name: 'A',
      plan_name: 'Online',
    });
  });
});

describe('header aliases and values', () => {
  it.each([
    [['email', 'first_name', 'last_name', 'plan_name']],
    [['Correo electrónico', 'Nombre', 'Apellidos', 'Plan']],
    [['CORREO_ELECTRONICO', 'nombre', 'Apellido', 'PLAN']],
    [['E-mail', 'First Name', 'Surname', 'plan name']],
    [['Correo', 'FirstName', 'Last_Name', 'Plan']],
  ])('maps %p', (header) => {
    const result = parseUserCsv(
      table([header, ['ana@h.es', 'Ana', 'García', 'socio']]),
      currentEdition,
    );
    expect(result.errors).toEqual([]);
    expect(result.rows[0].user).toMatchObject({
      email: 'ana@h.es',
      first_name: 'Ana',
      last_name: 'García',
      plan_name: 'socio',
    });
  });

  it('maps every field from Spanish headers and labels to the stored values', () => {
    const result = parseUserPaste(
      table(
        [
          [
            'Correo',
            'Nombre',
            'Apellidos',
            'Teléfono',
            'Prefijo',
            'Hospital',
            'Cargo',
            'Especialidad',
            'País',
            'Ciudad',
            'Patrocinador',
            'Email patrocinador',
            'Sociedad',
            'Plan',
            'Socio LASPGHN',
          ],
          [
            'ana@h.es',
            'Ana',
            'García',
            '600 123 456',
            '52',
            'Clínica',
            'Adjunta',
            'PEDIATRIA GENERAL',
            'méxico',
            'Guadalajara',
            'Lab',
            'Lab@Ejemplo.com',
            'seghnp',
            'patrocinado presencial',
            'Sí',
          ],
        ],
        '\t',
      ),
      currentEdition,
    );
    expect(result.errors).toEqual([]);
    expect(result.rows[0].user).toEqual({
      email: 'ana@h.es',
      first_name: 'Ana',
      last_name: 'García',
      phone: '600 123 456',
      phone_country_code: '+52',
      company: 'Clínica',
      position: 'Adjunta',
      specialty: 'pediatria-general',
      country: 'MX',
      city: 'Guadalajara',
      sponsor: 'Lab',
      sponsor_notification_email: 'lab@ejemplo.com',
      society: 'seghnp',
      plan_name: 'patrocinado_presencial',
      is_laspghn_member: true,
    });
  });

  it.each([
    ['País', 'Atlantis', 'País desconocido: "Atlantis"'],
    ['Especialidad', 'Astrología', 'Especialidad desconocida: "Astrología"'],
    ['Sociedad', 'AEP', 'Sociedad desconocida: "AEP"'],
  ])('names an unknown %s value', (header, value, message) => {
    const result = parseUserCsv(
      table([
        [...HEADER, header],
        ['ana@h.es', 'Ana', 'García', 'online', value],
      ]),
      currentEdition,
    );
    expect(result.errors).toEqual([`Fila 2: ${message}`]);
  });

  it.each([
    ['sí', true],
    ['SI', true],
    ['yes', true],
    ['true', true],
    ['1', true],
    ['x', true],
    ['no', false],
    ['', false],
    ['0', false],
  ])('reads the member flag %p as %p', (value, expected) => {
    const result = parseUserCsv(
      table([
        [...HEADER, 'laspghn member'],
        ['a@h.es', 'A', 'B', 'laspghn', value],
      ]),
      currentEdition,
    );
    expect(result.rows[0].user.is_laspghn_member).toBe(expected);
  });
});

describe('parseUserCsv reads the plans of the edition it is given', () => {
  const onlyOnline = editionWith({
    plans: currentEdition.plans.filter((plan) => plan.key === 'online'),
  });

  it('refuses a plan the edition does not have', () => {
    const row = ['ana@h.es', 'Ana', 'García', 'socio'];
    const result = parseUserCsv(table([HEADER, row]), onlyOnline);
    expect(result.errors).toEqual(['Fila 2: Plan desconocido: "socio"']);
    expect(result.rows).toEqual([]);
  });

  it('accepts a plan by the name the edition gives it', () => {
    const renamed = editionWith({}, { key: 'online', changes: { name: 'Streaming en directo' } });
    const result = parseUserCsv(
      table([HEADER, ['ana@h.es', 'Ana', 'García', 'Streaming en directo']]),
      renamed,
    );
    expect(result.errors).toEqual([]);
    expect(result.rows[0].user.plan_name).toBe('online');
  });

  it('asks for the sponsor fields on a plan the edition sponsors', () => {
    const sponsoredOnline = editionWith({}, { key: 'online', changes: { admission: 'sponsored' } });
    const row = ['ana@h.es', 'Ana', 'García', 'online'];
    expect(parseUserCsv(table([HEADER, row]), currentEdition).errors).toEqual([]);
    expect(parseUserCsv(table([HEADER, row]), sponsoredOnline).errors).toEqual([
      `Fila 2: ${v.sponsorRequired} (columna sponsor)`,
      `Fila 2: ${esAdmin.users.validation.sponsorEmailRequired} (columna sponsor_notification_email)`,
    ]);
  });
});

describe('parseUserPaste', () => {
  it.each([
    ['tab', '\t'],
    ['comma', ','],
    ['semicolon', ';'],
  ])('reads %s separated rows with +54 as the default prefix', (_, delimiter) => {
    const result = parseUserPaste(
      table(
        [HEADER, ['ana@h.es', 'Ana', 'García', 'socio'], ['luis@c.mx', 'Luis', 'Pérez', 'online']],
        delimiter,
      ),
      currentEdition,
    );
    expect(result.errors).toEqual([]);
    expect(result.rows.map((row) => row.user.phone_country_code)).toEqual(['+54', '+54']);
  });

  it.each([[''], ['  \n\n'], [HEADER.join('\t')], [`\n${HEADER.join('\t')}\n  \n`]])(
    'needs a header and one row: %p',
    (text) => {
      expect(parseUserPaste(text, currentEdition).errors).toEqual([
        'Se necesitan al menos 2 líneas',
      ]);
    },
  );

  it('refuses a row with a different number of columns', () => {
    const result = parseUserPaste(
      table([HEADER, ['ana@h.es', 'Ana', 'García']], '\t'),
      currentEdition,
    );
    expect(result.errors).toEqual(['Fila 2: Número incorrecto de columnas (3 en lugar de 4)']);
  });
});

describe('decodeUserFile', () => {
  it('decodes UTF-8 and drops the byte-order mark', () => {
    expect(decodeUserFile(new TextEncoder().encode('\uFEFFapellido\nNúñez'))).toEqual({
      text: 'apellido\nNúñez',
    });
  });

  it('refuses Windows-1252 bytes, saying how to save as CSV UTF-8', () => {
    const result = decodeUserFile(Buffer.from('apellido\nNúñez', 'latin1'));
    expect(result).toEqual({ error: t.notUtf8 });
    expect(t.notUtf8).toContain('CSV UTF-8');
  });
});

describe('userCsvTemplate', () => {
  it('has the canonical columns and reads back as a socio and a sponsored user', () => {
    const csv = userCsvTemplate();
    expect(csv.startsWith('\uFEFFemail,first_name,last_name,phone,phone_country_code,')).toBe(true);
    const result = parseUserCsv(csv, currentEdition);
    expect(result.errors).toEqual([]);
    expect(result.rows.map((row) => row.user)).toEqual([
      expect.objectContaining({ plan_name: 'socio', phone_country_code: '+34', society: 'seghnp' }),
      expect.objectContaining({
        plan_name: 'patrocinado_online',
        sponsor: 'Laboratorio Ejemplo',
        sponsor_notification_email: 'eventos@laboratorio-ejemplo.com',
        phone_country_code: '+52',
      }),
    ]);
  });
});
