import { fileURLToPath } from 'node:url';

/** Runtime settings, from the environment with embedded defaults so `npm start` needs nothing else. */
export interface AppConfig {
  port: number;
  host: string;
  /** Built web app to serve; null serves the API alone (tests). */
  webRoot: string | null;
  logLevel: string;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: Number(env.PORT ?? 5000),
    host: env.HOST ?? '0.0.0.0',
    webRoot: env.WEB_ROOT ?? fileURLToPath(new URL('../../web/dist', import.meta.url)),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
