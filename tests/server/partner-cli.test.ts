// `npm run partner` against a real listening server (operator-cli-helpers.ts): a distributor's partner and plans.
import { describe, expect, it } from 'vitest';
import { useServer } from './helpers';
import { operator } from './integration-helpers';
import { useOperatorCli } from './operator-cli-helpers';

const s = useServer();
const cli = useOperatorCli(s, 'partner-cli.ts');

describe('npm run partner', () => {
  it('creates a partner, prints it with its plan and the next step', async () => {
    const { code, stdout } = await cli(['create', '--name', 'Distribuidora Boa Vista', '--city', 'Campinas', '--pix-key', 'pix@boavista.example']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Parceiro #4 {2}Distribuidora Boa Vista {2}Campinas {2}chave PIX pix@boavista\.example$/m);
    expect(stdout).toMatch(/plano #\d+ {2}À vista \(PIX ou cartão\) {2}1x {2}\(PIX e cartão\)/);
    expect(stdout).toContain('npm run partner-token -- create --partner 4 --name "ERP"');
  }, 30_000);

  it('adds a plan to a partner', async () => {
    const { code, stdout } = await cli(['add-plan', '--partner', '2', '--description', 'Boleto 14 dias', '--parcels', '1']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^plano #\d+ {2}Boleto 14 dias {2}1x {2}\(boleto\)$/m);
    const partners = await (await operator(s.app, 'GET', '/partners')).json();
    expect(partners[1].paymentPlans.at(-1)).toMatchObject({ description: 'Boleto 14 dias', parcels: 1, pix: false, card: false });
  }, 30_000);

  it('lists the partners', async () => {
    const { stdout } = await cli(['list']);
    expect(stdout).toMatch(/^Parceiro #1 {2}Distribuidora_São_Jorge/m);
    expect(stdout).toMatch(/^Parceiro #3 {2}Mega_Foods {2}Belo Horizonte {2}chave PIX da instalação \(PIX_KEY\)$/m);
  }, 30_000);

  it('says what is missing', async () => {
    const { code, stderr } = await cli(['create', '--name', 'Boa Vista']);
    expect(code).toBe(2);
    expect(stderr.trim()).toBe('Informe a cidade do parceiro.');
  }, 30_000);
});
