import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ProductImage } from '../../../../src/features/product-card/product-image';


describe('ProductImage', () => {
  it('is sized and lazy, and shows a placeholder when the image fails', () => {
    const { container } = render(<ProductImage src="/media/products/1.svg" alt="" size={96} />);
    const img = container.querySelector('img') as HTMLImageElement;
    expect([img.getAttribute('loading'), img.getAttribute('width'), img.getAttribute('height')]).toEqual(['lazy', '96', '96']);
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Imagem indisponível' })).toBeTruthy();
  });
});
