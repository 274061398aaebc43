/** Largest JSON body the API accepts (callable calls, auth forms); uploads use their own resumable route. */
export const BODY_LIMIT_BYTES = 1_048_576;
