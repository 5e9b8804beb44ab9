/** The file in DATA_DIR where a server outside production keeps the operator secret it made, and where the partner-token command reads it. */
export const OPERATOR_SECRET_FILE = 'operator-secret';
