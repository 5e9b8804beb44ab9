import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IssuesDialog } from '../../../src/ui/issues-dialog';

describe('IssuesDialog', () => {
  it('shows the server message and each issue as sanitised limited HTML', () => {
    const onClose = vi.fn();
    render(
      <IssuesDialog
        open
        message="Seu carrinho está bloqueado para alterações."
        issues={[
          { type: 'IMPEDITIVE', description: '<b>Pendência financeira</b><img src=x onerror="alert(1)"><script>alert(2)</script>' },
          { type: 'WARNING', description: '<p onclick="alert(3)">Produto <em>sem estoque</em></p>' },
        ]}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Pendências do carrinho' });
    expect(within(dialog).getByText('Seu carrinho está bloqueado para alterações.')).toBeTruthy();
    expect(within(dialog).getByText('Pendência financeira').tagName).toBe('B');
    expect(within(dialog).getByText('sem estoque').tagName).toBe('EM');
    expect(dialog.querySelector('img, script, [onclick], [onerror]')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
