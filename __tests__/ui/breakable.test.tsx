import { render } from '@testing-library/react';
import { breakable } from '../../src/ui/breakable';
import { Fields } from '../../src/ui/Fields';

describe('long keys wrap at sensible points (one voice, decision 022)', () => {
  it("puts break points after '@' and '.' in a long e-mail key, keeping its text", () => {
    const { container } = render(<p>{breakable('carlos.lima@example.com')}</p>);
    expect(container.textContent).toBe('carlos.lima@example.com');
    expect(container.innerHTML).toBe('<p>carlos.<wbr>lima@<wbr>example.<wbr>com</p>');
  });

  it('leaves short texts and texts of short words alone', () => {
    expect(breakable('Pix - Open Finance')).toBe('Pix - Open Finance');
    expect(breakable('a@b.co')).toBe('a@b.co');
  });

  it('never renders markup from the text', () => {
    const { container } = render(<p>{breakable('<img src=x onerror=alert(1)>@evil.example.com')}</p>);
    expect(container.querySelector('img')).toBeNull();
  });

  it('Fields applies it to text values', () => {
    const { container } = render(<Fields items={[{ label: 'Chave Pix', value: 'financeiro@bompreco.com.br' }]} />);
    expect(container.querySelectorAll('dd wbr').length).toBe(3);
    expect(container.querySelector('dd')?.textContent).toBe('financeiro@bompreco.com.br');
  });
});
