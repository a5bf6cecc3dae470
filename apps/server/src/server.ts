import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { createRuntime } from './runtime';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const runtime = await createRuntime(config, logger);
  await runtime.app.listen({ port: config.port, host: config.host });

  const address = runtime.app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const lines = [
    ``,
    `  Airwork is running at http://localhost:${port}`,
    `  Database: ${runtime.database.driver}`,
  ];
  if (runtime.admin?.generatedPassword) {
    lines.push(
      `  Admin created: ${runtime.admin.username} / ${runtime.admin.generatedPassword}  (shown once)`,
    );
  }
  if (config.seedDemo) {
    lines.push(`  Demo log-ins:`);
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.username} / ${a.password}`);
  }
  if (!config.adminMfaRequired) {
    // Issue 45: optional here so that trying Airwork needs no authenticator app.
    lines.push(
      `  Admins are not yet protected by a second factor (ADMIN_MFA=optional): set`,
      `  ADMIN_MFA=required (the default with NODE_ENV=production) before going live.`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // A connection that never ends must not keep the process alive for ever.
    setTimeout(() => {
      logger.error('shutdown took over 25 s; exiting anyway');
      process.exit(1);
    }, 25_000).unref();
    runtime
      .close()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(
      `Airwork failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  }
  process.exit(1);
});
