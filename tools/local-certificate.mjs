// A self-signed certificate for 127.0.0.1, for serving HTTPS on this machine (the bench, the tests): made on
// the spot, valid for a day, thrown away with what made it. Never for a deployment.
import { generate } from 'selfsigned';

/** @returns {Promise<{ cert: string, key: string }>} PEM */
export async function localCertificate() {
  const day = 24 * 60 * 60 * 1000;
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate: new Date(Date.now() - day),
    notAfterDate: new Date(Date.now() + day),
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  return { cert: pems.cert, key: pems.private };
}
