/** A loading indicator in CSS only (no Ant Design on the first screens). */
export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}
