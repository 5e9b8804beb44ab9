// Demo accounts seeded by the server (docs/architecture.md, "Demo data").
export interface DemoUser {
  username: string;
  code: string;
  name: string;
}

export const company: DemoUser = { username: '11222333000181', code: '482915', name: 'Mercadinho Bom Preço' };
export const person: DemoUser = { username: '52998224725', code: '730461', name: 'Ana Souza' };
/** A guest of Mercadinho Bom Preço (README): orders, but manages neither guests nor devices. */
export const guest: DemoUser = { username: 'convidado.paula', code: '592746', name: 'Paula Mendes' };
export const warningUser = { username: 'aviso.senha', code: '246810' };
export const forcedChangeUser = { username: 'troca.senha', code: '135790' };
export const expiredUser = { username: 'acesso.expirado', code: '864209' };

/** Partner names as the server stores them; the app shows underscores as spaces. */
export const partners = {
  saoJorge: { id: 1, name: 'Distribuidora São Jorge' },
  atacadao: { id: 2, name: 'Atacadão Central' },
  megaFoods: { id: 3, name: 'Mega Foods' },
} as const;

/** Issue 3's demo users (README, "Demo access"): both are served by Distribuidora São Jorge only. */
export const outdatedUser: DemoUser = { username: 'cadastro.antigo', code: '975310', name: 'Marcos Antunes' };
export const lockedCartUser: DemoUser = { username: 'carrinho.travado', code: '318274', name: 'Sílvia Ramos' };
