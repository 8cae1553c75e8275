export const ROOT: string;
export const PROJECT_ID: string;
export const HOST: string;
export const PORTS: Record<
  'auth' | 'functions' | 'firestore' | 'hosting' | 'stripe' | 'sendgrid' | 'zoom' | 'webDev',
  number
>;
export const URLS: Record<
  'site' | 'webDev' | 'functions' | 'stripe' | 'sendgrid' | 'zoom' | 'firestore' | 'auth',
  string
>;
export const WEB_EMULATOR_ENV: Record<string, string>;
export const FUNCTIONS_LOCAL_ENV: Record<string, string>;
