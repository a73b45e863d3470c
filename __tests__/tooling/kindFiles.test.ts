import fs from 'node:fs';
import path from 'node:path';

/**
 * Issue 43's measure of "one module per kind": the files in src/ (the copy module aside; every file
 * type) that NAME a consent kind are at most 8 per kind, at most 3 of them outside the kind's folder.
 *
 * A file names a kind when its path lies in the kind's folder, or its path or text matches one of
 * the kind's patterns below: the kind's code (`VINCULO`), its folder (`features/enrolment`), its
 * route key and path (`PATHS.enrolment`, `/vinculo`), and its noun in identifiers or comments
 * (enrolment/enrollment/vinculo, sharing/compartilhamento, recurring/recorrente, sweeping,
 * automatic/automatico; for PAGAMENTO, whose noun "payment" every payment kind shares, its two
 * screens' names: the immediate and the scheduled Pix). Nouns match case-insensitively inside
 * identifiers (`EnrolmentView`, `isSharing`), with one precise exception: `vinculo` must start a
 * word, because the sweeping consent's own fields (`dadosVinculo`, `idVinculo`, `limiteVinculo`)
 * are the bank's names for a sweeping link, not a device enrolment; likewise `recurringConsentId` is
 * the id the bank decides a sweeping link by, not a recurring Pix, and `automaticSilentRenew` is
 * oidc-client-ts's option (src/auth/oidc.ts), not an automatic Pix. Same rules in
 * docs/adding-a-consent-kind.md.
 */
const root = path.resolve(__dirname, '../..');
const src = path.join(root, 'src');
const COPY = 'copy/ptBR.ts';

interface KindMeasure {
  readonly folder: string;
  readonly patterns: readonly RegExp[];
}

export const KIND_PATTERNS: Record<string, KindMeasure> = {
  PAGAMENTO: {
    folder: 'features/payment',
    patterns: [/PAGAMENTO/, /features\/payment/, /PATHS\.pix\b(?!\w)/, /PATHS\.pixScheduled/, /['"`]\/pix['"`]/, /\/pix\/agendamento/, /PixScheduled/i, /\bPix(Screen|View)\b/],
  },
  DADOS: { folder: 'features/sharing', patterns: [/DADOS/, /features\/sharing/, /PATHS\.sharing/, /sharing/i, /compartilhamento/i] },
  RECORRENTE: { folder: 'features/recurring', patterns: [/RECORRENTE/, /features\/recurring/, /PATHS\.pixRecurring/, /recurring(?!ConsentId)/i, /recorrente/i] },
  SWEEPING: { folder: 'features/sweeping', patterns: [/SWEEPING/, /features\/sweeping/, /PATHS\.pixSweeping/, /sweeping/i] },
  AUTOMATICO: { folder: 'features/automatic', patterns: [/AUTOMATICO/, /features\/automatic/, /PATHS\.pixAutomatic/, /automatic(?!SilentRenew)/i, /autom[aá]tico/i] },
  VINCULO: {
    folder: 'features/enrolment',
    patterns: [/VINCULO/, /features\/enrolment/, /PATHS\.enrolment/, /enrol(l)?ment/i, /(?<![A-Za-z])vinculo/i],
  },
};

const MAX_FILES = 8;
const MAX_OUTSIDE = 3;
function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [path.relative(src, full).split(path.sep).join('/')];
  });
}

export function measureKinds() {
  const files = filesUnder(src).filter((file) => file !== COPY);
  const texts = new Map(files.map((file) => [file, fs.readFileSync(path.join(src, file), 'utf8')]));
  return Object.entries(KIND_PATTERNS).map(([kind, { folder, patterns }]) => {
    const naming = files.filter(
      (file) => file.startsWith(`${folder}/`) || patterns.some((p) => p.test(file) || p.test(texts.get(file) ?? '')),
    );
    const outside = naming.filter((file) => !file.startsWith(`${folder}/`));
    return { kind, total: naming.length, outside: outside.length, files: naming };
  });
}

describe('one module per kind: the files that name a kind', () => {
  const table = measureKinds();

  it('prints the measure', () => {
    const lines = table.map(
      (row) => `${row.kind.padEnd(10)} total ${String(row.total).padStart(2)}  outside ${String(row.outside).padStart(2)}  ${row.files.join(', ')}`,
    );
    // The table is the measure itself: printed so a run shows where each kind stands.
    console.log(`files in src/ naming each kind (limits: ${MAX_FILES} in all, ${MAX_OUTSIDE} outside its folder)\n${lines.join('\n')}`);
    expect(table).toHaveLength(6);
  });

  it('every kind is named by at most 8 files, at most 3 outside its folder', () => {
    for (const row of table) expect({ kind: row.kind, over: row.total > MAX_FILES || row.outside > MAX_OUTSIDE }).toEqual({ kind: row.kind, over: false });
  });
});
