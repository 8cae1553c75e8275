import Papa from 'papaparse';
import { yup } from '../schemas/yup';
import {
  COUNTRIES,
  DEFAULT_DIAL_CODE,
  SOCIETIES,
  SPECIALTIES,
  type Option,
} from '../catalog/options';
import type { Edition } from '../models/Edition';
import { adminUsers } from '../i18n/adminUsers';
import { formatText } from '../i18n/formatText';
import {
  createUserFieldsSchema,
  MAX_IMPORT_ROWS,
  type CreateUserFields,
} from '../schemas/userCreation';
import { toCsv } from './csv';
import { foldForSearch } from './registrationFilters';

const t = adminUsers.import;

/** An uploaded or pasted user table, read and checked row by row before anything is sent. */
export interface UserImport {
  /** Rows that passed every check, with their spreadsheet line. */
  rows: { line: number; user: CreateUserFields }[];
  errors: string[];
  /** The first data rows as the file wrote them, header → value. */
  preview: Record<string, string>[];
  headers: string[];
  /** Data rows in the file, valid or not. */
  totalRows: number;
}

type Field = keyof CreateUserFields;

/** The columns of the template, in the create-user payload's order (`createUserFieldsSchema`). */
const FIELDS = Object.keys(createUserFieldsSchema.fields) as Field[];
const REQUIRED: Field[] = ['email', 'first_name', 'last_name', 'plan_name'];
const PREVIEW_ROWS = 10;
/** Pasted rows default to +54, files to the form's +34. */
const PASTE_DIAL_CODE = '+54';

/** "Correo electrónico", "CORREO_ELECTRONICO" and "correo-electrónico" name the same column. */
const foldKey = (text: string) => foldForSearch(text).replace(/[^a-z0-9]/g, '');

const HEADER_ALIASES: Record<Field, string[]> = {
  email: ['correo', 'correo electrónico', 'e-mail', 'mail'],
  first_name: ['nombre', 'first name', 'nombres'],
  last_name: ['apellido', 'apellidos', 'last name', 'surname'],
  phone: ['teléfono', 'móvil', 'mobile'],
  phone_country_code: ['prefijo', 'código país', 'country code', 'prefijo telefónico'],
  company: ['empresa', 'centro', 'hospital', 'workplace', 'centro de trabajo', 'institución'],
  position: ['cargo', 'puesto'],
  specialty: ['especialidad', 'speciality'],
  country: ['país'],
  city: ['ciudad'],
  sponsor: ['patrocinador'],
  sponsor_notification_email: ['email patrocinador', 'sponsor email', 'correo patrocinador'],
  society: ['sociedad'],
  plan_name: ['plan'],
  is_laspghn_member: ['socio laspghn', 'laspghn member', 'miembro laspghn'],
};
const FIELD_BY_HEADER = new Map(
  FIELDS.flatMap((field) => [field, ...HEADER_ALIASES[field]].map((a) => [foldKey(a), field])),
);

const lookup = (options: readonly Option[]) =>
  new Map(options.flatMap((o) => [o.value, o.label].map((alias) => [foldKey(alias), o.value])));

/** Columns that accept the stored value or its Spanish label; plans are the edition's. */
const valueLookups = (edition: Edition) => ({
  plan_name: lookup(edition.plans.map((plan) => ({ value: plan.key, label: plan.name }))),
  country: lookup(COUNTRIES),
  specialty: lookup(SPECIALTIES),
  society: lookup(SOCIETIES),
});
type LookupField = keyof ReturnType<typeof valueLookups>;
const LOOKUP_FIELDS: readonly LookupField[] = ['plan_name', 'country', 'specialty', 'society'];
const TRUE_VALUES = new Set(['si', 'yes', 'true', '1', 'x']);

/** Reads a CSV file: `,` or `;` (Spanish Excel) separated, +34 when no prefix is given. */
export function parseUserCsv(text: string, edition: Edition): UserImport {
  return parseUserTable(text, [',', ';'], DEFAULT_DIAL_CODE, edition);
}

/** Reads rows pasted from a spreadsheet or a text: tab, `,` or `;` separated, +54 by default. */
export function parseUserPaste(text: string, edition: Edition): UserImport {
  return parseUserTable(text, ['\t', ',', ';'], PASTE_DIAL_CODE, edition);
}

function parseUserTable(
  text: string,
  delimiters: string[],
  dialCode: string,
  edition: Edition,
): UserImport {
  // Papa drops a leading byte-order mark itself.
  const parsed = Papa.parse<string[]>(text, { delimiter: detectDelimiter(text, delimiters) });
  const badQuotes = new Set(parsed.errors.filter((e) => e.type === 'Quotes').map((e) => e.row));
  // Blank records are dropped only here, so a record's index still gives its spreadsheet line.
  const records = parsed.data
    .map((cells, index) => ({ cells: cells.map((cell) => cell.trim()), line: index + 1 }))
    .filter(({ cells }) => cells.some(Boolean));
  if (records.length < 2) {
    return { rows: [], errors: [t.tooFewLines], preview: [], headers: [], totalRows: 0 };
  }

  const [{ cells: headers }, ...data] = records;
  const columns = new Map<Field, number>();
  headers.forEach((header, index) => {
    const field = FIELD_BY_HEADER.get(foldKey(header));
    if (field && !columns.has(field)) columns.set(field, index);
  });
  const preview = data
    .slice(0, PREVIEW_ROWS)
    .map(({ cells }) => Object.fromEntries(headers.map((h, i) => [h, cells[i] ?? ''])));
  const result: UserImport = { rows: [], errors: [], preview, headers, totalRows: data.length };

  const missing = REQUIRED.filter((field) => !columns.has(field));
  if (missing.length) {
    result.errors.push(formatText(t.missingColumns, { columns: missing.join(', ') }));
    return result;
  }
  if (data.length > MAX_IMPORT_ROWS) {
    result.errors.push(formatText(t.tooManyRows, { count: data.length, max: MAX_IMPORT_ROWS }));
    return result;
  }

  const table: Table = { columns, headers, dialCode, edition, lookups: valueLookups(edition) };
  const lineOfEmail = new Map<string, number>();
  for (const { cells, line } of data) {
    const rowError = (message: string) => result.errors.push(formatText(t.row, { line, message }));
    if (badQuotes.has(line - 1)) {
      rowError(t.unclosedQuotes);
      continue;
    }
    if (cells.length !== headers.length) {
      rowError(formatText(t.wrongColumnCount, { found: cells.length, expected: headers.length }));
      continue;
    }
    const { user, problems } = readUser(cells, table);
    const email = cells[columns.get('email') ?? 0].toLowerCase();
    const earlier = lineOfEmail.get(email);
    if (earlier) problems.push(formatText(t.duplicateEmail, { line: earlier }));
    else if (email) lineOfEmail.set(email, line);
    if (user && !problems.length) result.rows.push({ line, user });
    else problems.forEach(rowError);
  }
  return result;
}

interface Table {
  columns: Map<Field, number>;
  headers: string[];
  dialCode: string;
  edition: Edition;
  lookups: ReturnType<typeof valueLookups>;
}

/** The separator the header line uses most; one inside a quoted header cell does not count. */
function detectDelimiter(text: string, candidates: string[]): string {
  const header = (text.match(/^.*\S.*$/m)?.[0] ?? '').replace(/"[^"]*"/g, '');
  const count = (delimiter: string) => header.split(delimiter).length;
  return candidates.reduce((best, delimiter) =>
    count(delimiter) > count(best) ? delimiter : best,
  );
}

/** Undoes the quote `toCsv` puts before formula-like cells, so its own files read back as written. */
const unneutralise = (cell: string) => cell.replace(/^'(?=[=+\-@\t\r])/, '');

/** The user a row describes, or every problem it has. */
function readUser(
  cells: string[],
  { columns, headers, dialCode, edition, lookups }: Table,
): { user?: CreateUserFields; problems: string[] } {
  const cell = (field: Field) => {
    const index = columns.get(field);
    return index === undefined ? '' : unneutralise(cells[index]);
  };
  const input: Record<string, unknown> = Object.fromEntries(FIELDS.map((f) => [f, cell(f)]));
  const problems: string[] = [];
  const unknown = new Set<string>();
  for (const field of LOOKUP_FIELDS) {
    const raw = cell(field);
    const known = lookups[field].get(foldKey(raw));
    input[field] = known ?? '';
    if (raw && !known) {
      unknown.add(field);
      problems.push(formatText(t.unknownValue[field], { value: raw }));
    }
  }
  input.is_laspghn_member = TRUE_VALUES.has(foldKey(cell('is_laspghn_member')));
  // Excel reads a typed +34 as the number 34.
  const code = cell('phone_country_code');
  input.phone_country_code = !code ? dialCode : /^\d{1,4}$/.test(code) ? `+${code}` : code;

  try {
    const user = createUserFieldsSchema.validateSync(input, {
      abortEarly: false,
      context: { edition },
    });
    return { user, problems };
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    // One message a field (an email can fail two rules), in the order of the columns.
    const messages = new Map<string, string>();
    for (const { path = '', message } of error.inner) {
      if (!messages.has(path)) messages.set(path, message);
    }
    for (const field of FIELDS) {
      const message = messages.get(field);
      // An unknown value was already named; the schema would only add "required" or "invalid".
      if (!message || unknown.has(field)) continue;
      // The file's own header, since email and sponsor email share their messages.
      const column = headers[columns.get(field) ?? -1] ?? field;
      problems.push(formatText(t.inColumn, { message, column }));
    }
    return { problems };
  }
}

/** Reads an uploaded file, refusing one that is not UTF-8 rather than showing "NÃºÃ±ez". */
export function decodeUserFile(bytes: Uint8Array): { text: string } | { error: string } {
  try {
    // TextDecoder drops a leading byte-order mark itself.
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { error: t.notUtf8 };
  }
}

export const USER_CSV_TEMPLATE_FILE = 'plantilla_usuarios.csv';

const TEMPLATE_EXAMPLES: Record<Field, string>[] = [
  {
    email: 'ana.garcia@ejemplo.es',
    first_name: 'Ana',
    last_name: 'García López',
    phone: '600 123 456',
    phone_country_code: '+34',
    company: 'Hospital Sant Joan de Déu',
    position: 'Adjunta',
    specialty: 'Gastroenterología',
    country: 'España',
    city: 'Barcelona',
    sponsor: '',
    sponsor_notification_email: '',
    society: 'SEGHNP',
    plan_name: 'socio',
    is_laspghn_member: 'no',
  },
  {
    email: 'luis.perez@ejemplo.mx',
    first_name: 'Luis',
    last_name: 'Pérez',
    phone: '55 1234 5678',
    phone_country_code: '+52',
    company: 'Clínica del Valle',
    position: 'Residente',
    specialty: 'Pediatría General',
    country: 'México',
    city: 'Guadalajara',
    sponsor: 'Laboratorio Ejemplo',
    sponsor_notification_email: 'eventos@laboratorio-ejemplo.com',
    society: '',
    plan_name: 'patrocinado_online',
    is_laspghn_member: 'sí',
  },
];

/** The downloadable template: every column by its canonical name, a socio and a sponsored row. */
export function userCsvTemplate(): string {
  return toCsv(
    FIELDS,
    TEMPLATE_EXAMPLES.map((example) => FIELDS.map((field) => example[field])),
  );
}
