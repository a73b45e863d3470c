/** Placeholder: the electronic-signature form is built in its own issue. */
export default function SignatureForm() {
  return null;
}
