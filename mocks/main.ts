/** Starts the simulated bank: `npx tsx mocks/main.ts` (environment variables in docs/simulated-bank.md). */
import { createApp } from './app';
import { resolveOptions } from './options';

async function main() {
  const options = resolveOptions({}, process.env);
  const app = await createApp(options);
  await app.listen({ host: options.host, port: options.port });
  if (options.log !== 'silent') {
    console.log(`Banco simulado em http://${options.host}:${options.port} (PUBLIC_URL ${options.publicUrl})`);
    console.log(`Iniciadora de testes: ${options.publicUrl}/iniciadora`);
  }
  const stop = () => {
    void app.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('Falha ao iniciar o banco simulado:', error);
  process.exit(1);
});
