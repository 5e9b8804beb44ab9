import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../../src/ui/dialog';

describe('Dialog', () => {
  it('is labelled by its title and shows its content and actions when open', () => {
    render(
      <Dialog open title="Atenção!" onClose={() => {}} actions={<button type="button">Confirmar</button>}>
        <p>Quantidade fora do padrão de compra</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Atenção!' });
    expect(dialog.textContent).toContain('Quantidade fora do padrão de compra');
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeTruthy();
  });

  it('renders nothing inside when closed', () => {
    render(<Dialog open={false} title="Atenção!" onClose={() => {}} />);
    expect(screen.queryByText('Atenção!')).toBeNull();
  });

  it('asks to close on Escape', () => {
    const onClose = vi.fn();
    render(<Dialog open title="Atenção!" onClose={onClose} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });
});
