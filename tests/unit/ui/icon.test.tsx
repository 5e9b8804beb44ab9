import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from '../../../src/ui/icon';

describe('Icon', () => {
  it('is hidden from assistive technology (its control carries the name)', () => {
    const { container } = render(<Icon name="cart" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.childElementCount).toBeGreaterThan(0);
  });
});
