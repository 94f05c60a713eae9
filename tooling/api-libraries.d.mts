/** The folder of the libraries, absolute: a test's "site root", from which each is `react-library/…`. */
export declare const API_LIBRARIES: string;
