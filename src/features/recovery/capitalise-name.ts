/** 'MERCADINHO BOM PRECO' → 'Mercadinho bom preco': the greeting's form of a name [access §2.6]. */
export function capitaliseName(name: string): string {
  const lower = name.trim().toLocaleLowerCase('pt-BR');
  return lower.charAt(0).toLocaleUpperCase('pt-BR') + lower.slice(1);
}
