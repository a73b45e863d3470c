/** Placeholder: the QR code view is built in its own issue. */
export default function QrView() {
  return null;
}
