/** The API's answer when all went well: its envelope around `data`. */
export const ok = (data: unknown, status = 200) => ({ status, body: { code: status, message: 'Success', data } });
