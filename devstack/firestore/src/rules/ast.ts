export type Expr =
  | { kind: 'literal'; value: null | boolean | number | string }
  | { kind: 'ident'; name: string }
  | { kind: 'member'; object: Expr; property: string }
  | { kind: 'index'; object: Expr; index: Expr }
  | { kind: 'call'; name: string; args: Expr[]; line: number }
  | { kind: 'method'; object: Expr; name: string; args: Expr[] }
  | { kind: 'not'; operand: Expr }
  | { kind: 'binary'; op: BinaryOp; left: Expr; right: Expr }
  | { kind: 'path'; segments: (string | Expr)[] }
  | { kind: 'list'; items: Expr[] };

export type BinaryOp = '&&' | '||' | '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in';

export type Method = 'get' | 'list' | 'create' | 'update' | 'delete';

export interface PatternSegment {
  literal?: string;
  variable?: string;
  /** `{name=**}`: matches zero or more segments. */
  recursive?: boolean;
}

export interface Allow {
  methods: Method[];
  condition: Expr;
  line: number;
}

export interface FunctionDef {
  name: string;
  params: string[];
  body: Expr;
}

export interface MatchBlock {
  pattern: PatternSegment[];
  allows: Allow[];
  functions: FunctionDef[];
  children: MatchBlock[];
}

export interface RulesFile {
  /** The service-level block: its children are the top-level `match` statements. */
  root: MatchBlock;
}
