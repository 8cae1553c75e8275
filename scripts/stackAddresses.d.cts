export const ROOT: string;
export const UNSERVED_SITE_DIR: string;
export const PROJECT_ID: string;
export const HOST: string;
export const PORTS: Record<
  | 'auth'
  | 'functions'
  | 'firestore'
  | 'hosting'
  | 'tasks'
  | 'stripe'
  | 'sendgrid'
  | 'zoom'
  | 'hostingApi'
  | 'webDev',
  number
>;
export const URLS: Record<
  | 'site'
  | 'webDev'
  | 'functions'
  | 'stripe'
  | 'sendgrid'
  | 'zoom'
  | 'hostingApi'
  | 'firestore'
  | 'auth',
  string
>;
export const WEB_EMULATOR_ENV: Record<string, string>;
export const FUNCTIONS_LOCAL_ENV: Record<string, string>;
