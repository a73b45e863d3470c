/** Placeholder until the data-sharing screen lands: the INFO-SHARE modal body per data group. */
export default function InfoShareBody({ item }: { item: number | null }) {
  return <p>{item}</p>;
}
