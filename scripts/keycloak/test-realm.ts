/**
 * Writes the realm the Keycloak journeys import: the bank's realm file (deploy/keycloak/
 * openfinance-realm.json, unchanged: Keycloak itself replaces `${PORTAL_ORIGIN}`) plus the test
 * customers of e2e/keycloak/test-users.json (CPF as username, password 1234), which never belong
 * in a bank's realm file. Usage: tsx scripts/keycloak/test-realm.ts <import dir>
 */
import fs from 'node:fs';
import path from 'node:path';
import { REALM_FILE } from '../../deploy/keycloak/registration';

interface TestUsers {
  password: string;
  users: { username: string; firstName: string; lastName: string; email: string }[];
}

const dir = process.argv[2];
if (!dir) throw new Error('usage: test-realm.ts <import dir>');
const realm = JSON.parse(fs.readFileSync(REALM_FILE, 'utf8')) as Record<string, unknown>;
const testUsers = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../e2e/keycloak/test-users.json'), 'utf8')) as TestUsers;
realm.users = testUsers.users.map((user) => ({
  ...user,
  enabled: true,
  emailVerified: true,
  credentials: [{ type: 'password', value: testUsers.password, temporary: false }],
}));
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, 'openfinance-realm.json'), JSON.stringify(realm, null, 2));
