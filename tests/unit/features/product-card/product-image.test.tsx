import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
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

  it("asks for a card's image only after the frame that shows its place, sized", async () => {
    const { container } = render(<ProductImage src="/media/products/1.svg" alt="" size={96} afterFirstPaint />);
    const img = container.querySelector('img') as HTMLImageElement;
    expect([img.hasAttribute('src'), img.getAttribute('width'), img.getAttribute('height')]).toEqual([false, '96', '96']);
    await waitFor(() => expect(img.getAttribute('src')).toBe('/media/products/1.svg'));
  });
});
