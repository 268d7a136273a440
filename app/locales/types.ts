/** The shape of a namespace with every text a string: the Spanish file must have exactly the English keys. */
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };
