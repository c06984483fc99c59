import { createContext, useContext } from "react";

/** The CSP nonce of this response, for inline scripts Remix renders. */
export const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
