/**
 * Types of the Moodwire API, generated from its OpenAPI document by openapi-typescript. Do not edit: change
 * the route schemas in apps/api, then run `npm run api:types` (a test fails while this file is stale).
 */

export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness check */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The API is up */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "ok": true
                         *     }
                         */
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This OpenAPI 3.1 document, built from the route schemas */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sign in (query form) or validate the session
         * @description With username and password: sign in (spec §7 query form; prefer POST so passwords stay out of URLs). Without them: validate the session of the apikey (query or cookie).
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description Username or email (trimmed)
                     * @example demo-manual
                     */
                    username?: string;
                    /**
                     * @description Password (trimmed)
                     * @example moodwire-demo
                     */
                    password?: string;
                    /**
                     * @description Spec §7 compatibility flag; data_perms are always included.
                     * @example 1
                     */
                    data_perms?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The user of the key, or the signed-in user */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "username": "demo-ssh",
                         *         "email": "demo-ssh@demo.moodwire.local",
                         *         "apikey": "V2VsY29tZSB0byBNb29kd2lyZSBkZW1vIGtleSAxMjM0",
                         *         "expires": null,
                         *         "role": "ssh",
                         *         "data_perms": {
                         *           "rma": [
                         *             "equ",
                         *             "cou"
                         *           ],
                         *           "esg": [
                         *             "equcor"
                         *           ]
                         *         },
                         *         "permissions": {
                         *           "masf": true
                         *         },
                         *         "status": "active"
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The signed-in user (spec §3)
                             * @example {
                             *       "username": "demo-ssh",
                             *       "email": "demo-ssh@demo.moodwire.local",
                             *       "apikey": "V2VsY29tZSB0byBNb29kd2lyZSBkZW1vIGtleSAxMjM0",
                             *       "expires": null,
                             *       "role": "ssh",
                             *       "data_perms": {
                             *         "rma": [
                             *           "equ",
                             *           "cou"
                             *         ],
                             *         "esg": [
                             *           "equcor"
                             *         ]
                             *       },
                             *       "permissions": {
                             *         "masf": true
                             *       },
                             *       "status": "active"
                             *     }
                             */
                            data: {
                                username: string;
                                email?: string;
                                apikey: string;
                                /**
                                 * @description YYYY-MM-DD: valid through the end of that day (UTC); null never expires.
                                 * @example 2030-12-31
                                 */
                                expires: string | null;
                                /**
                                 * @description ssh (LSEG), manual, admin
                                 * @example manual
                                 */
                                role: "ssh" | "manual" | "admin";
                                /**
                                 * @description Per product, the asset classes the account may download; empty or absent means none.
                                 * @example {
                                 *       "rma": [
                                 *         "equ",
                                 *         "cou"
                                 *       ],
                                 *       "esg": [
                                 *         "equcor"
                                 *       ]
                                 *     }
                                 */
                                data_perms: {
                                    rma?: string[];
                                    esg?: string[];
                                    mms?: string[];
                                };
                                /**
                                 * @description Permission flags (masf, pulse, masf_v5, sent_v5, rma_v5, esg_v5, mta) and webapp flags (nodocs, lsegmanage, thematic, hideapikey).
                                 * @example {
                                 *       "masf": true,
                                 *       "pulse": false,
                                 *       "webapp": [
                                 *         "thematic"
                                 *       ]
                                 *     }
                                 */
                                permissions: {
                                    masf?: boolean;
                                    pulse?: boolean;
                                    masf_v5?: boolean;
                                    sent_v5?: boolean;
                                    rma_v5?: boolean;
                                    esg_v5?: boolean;
                                    mta?: boolean;
                                    webapp?: ("nodocs" | "lsegmanage" | "thematic" | "hideapikey")[];
                                };
                                /** @example active */
                                status: "active" | "pending" | "disabled";
                            };
                        };
                    };
                };
                /** @description Bad input: the message names the parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Too many requests (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Sign in by username or email
         * @description Form or JSON body. Sets the `apikey` cookie (HttpOnly, Secure, SameSite=Strict). A `GE-` machine ID that is in the provider directory but not linked yet answers 401 with detail 'not_linked'.
         */
        post: {
            parameters: {
                query?: {
                    /**
                     * @description Spec §7 compatibility flag; data_perms are always included.
                     * @example 1
                     */
                    data_perms?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "username": "demo-manual",
                     *       "password": "moodwire-demo"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Username or email (trimmed)
                         * @example demo-manual
                         */
                        username: string;
                        /**
                         * @description Password (trimmed)
                         * @example moodwire-demo
                         */
                        password: string;
                    };
                    /**
                     * @example {
                     *       "username": "demo-manual",
                     *       "password": "moodwire-demo"
                     *     }
                     */
                    "application/x-www-form-urlencoded": {
                        /**
                         * @description Username or email (trimmed)
                         * @example demo-manual
                         */
                        username: string;
                        /**
                         * @description Password (trimmed)
                         * @example moodwire-demo
                         */
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Signed in */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "username": "demo-ssh",
                         *         "email": "demo-ssh@demo.moodwire.local",
                         *         "apikey": "V2VsY29tZSB0byBNb29kd2lyZSBkZW1vIGtleSAxMjM0",
                         *         "expires": null,
                         *         "role": "ssh",
                         *         "data_perms": {
                         *           "rma": [
                         *             "equ",
                         *             "cou"
                         *           ],
                         *           "esg": [
                         *             "equcor"
                         *           ]
                         *         },
                         *         "permissions": {
                         *           "masf": true
                         *         },
                         *         "status": "active"
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The signed-in user (spec §3)
                             * @example {
                             *       "username": "demo-ssh",
                             *       "email": "demo-ssh@demo.moodwire.local",
                             *       "apikey": "V2VsY29tZSB0byBNb29kd2lyZSBkZW1vIGtleSAxMjM0",
                             *       "expires": null,
                             *       "role": "ssh",
                             *       "data_perms": {
                             *         "rma": [
                             *           "equ",
                             *           "cou"
                             *         ],
                             *         "esg": [
                             *           "equcor"
                             *         ]
                             *       },
                             *       "permissions": {
                             *         "masf": true
                             *       },
                             *       "status": "active"
                             *     }
                             */
                            data: {
                                username: string;
                                email?: string;
                                apikey: string;
                                /**
                                 * @description YYYY-MM-DD: valid through the end of that day (UTC); null never expires.
                                 * @example 2030-12-31
                                 */
                                expires: string | null;
                                /**
                                 * @description ssh (LSEG), manual, admin
                                 * @example manual
                                 */
                                role: "ssh" | "manual" | "admin";
                                /**
                                 * @description Per product, the asset classes the account may download; empty or absent means none.
                                 * @example {
                                 *       "rma": [
                                 *         "equ",
                                 *         "cou"
                                 *       ],
                                 *       "esg": [
                                 *         "equcor"
                                 *       ]
                                 *     }
                                 */
                                data_perms: {
                                    rma?: string[];
                                    esg?: string[];
                                    mms?: string[];
                                };
                                /**
                                 * @description Permission flags (masf, pulse, masf_v5, sent_v5, rma_v5, esg_v5, mta) and webapp flags (nodocs, lsegmanage, thematic, hideapikey).
                                 * @example {
                                 *       "masf": true,
                                 *       "pulse": false,
                                 *       "webapp": [
                                 *         "thematic"
                                 *       ]
                                 *     }
                                 */
                                permissions: {
                                    masf?: boolean;
                                    pulse?: boolean;
                                    masf_v5?: boolean;
                                    sent_v5?: boolean;
                                    rma_v5?: boolean;
                                    esg_v5?: boolean;
                                    mta?: boolean;
                                    webapp?: ("nodocs" | "lsegmanage" | "thematic" | "hideapikey")[];
                                };
                                /** @example active */
                                status: "active" | "pending" | "disabled";
                            };
                        };
                    };
                };
                /** @description Bad input: the message names the parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Too many requests (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out: clears the apikey cookie */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Signed out; the cookie is cleared */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account of the key
         * @description Answers pending accounts too, so the linking flow can poll until status is 'active'.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The account */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "username": "demo-ssh",
                         *         "email": "demo-ssh@demo.moodwire.local",
                         *         "apikey": "V2VsY29tZSB0byBNb29kd2lyZSBkZW1vIGtleSAxMjM0",
                         *         "expires": null,
                         *         "role": "ssh",
                         *         "data_perms": {
                         *           "rma": [
                         *             "equ",
                         *             "cou"
                         *           ],
                         *           "esg": [
                         *             "equcor"
                         *           ]
                         *         },
                         *         "permissions": {
                         *           "masf": true
                         *         },
                         *         "status": "active"
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The signed-in user (spec §3)
                             * @example {
                             *       "username": "demo-ssh",
                             *       "email": "demo-ssh@demo.moodwire.local",
                             *       "apikey": "V2VsY29tZSB0byBNb29kd2lyZSBkZW1vIGtleSAxMjM0",
                             *       "expires": null,
                             *       "role": "ssh",
                             *       "data_perms": {
                             *         "rma": [
                             *           "equ",
                             *           "cou"
                             *         ],
                             *         "esg": [
                             *           "equcor"
                             *         ]
                             *       },
                             *       "permissions": {
                             *         "masf": true
                             *       },
                             *       "status": "active"
                             *     }
                             */
                            data: {
                                username: string;
                                email?: string;
                                apikey: string;
                                /**
                                 * @description YYYY-MM-DD: valid through the end of that day (UTC); null never expires.
                                 * @example 2030-12-31
                                 */
                                expires: string | null;
                                /**
                                 * @description ssh (LSEG), manual, admin
                                 * @example manual
                                 */
                                role: "ssh" | "manual" | "admin";
                                /**
                                 * @description Per product, the asset classes the account may download; empty or absent means none.
                                 * @example {
                                 *       "rma": [
                                 *         "equ",
                                 *         "cou"
                                 *       ],
                                 *       "esg": [
                                 *         "equcor"
                                 *       ]
                                 *     }
                                 */
                                data_perms: {
                                    rma?: string[];
                                    esg?: string[];
                                    mms?: string[];
                                };
                                /**
                                 * @description Permission flags (masf, pulse, masf_v5, sent_v5, rma_v5, esg_v5, mta) and webapp flags (nodocs, lsegmanage, thematic, hideapikey).
                                 * @example {
                                 *       "masf": true,
                                 *       "pulse": false,
                                 *       "webapp": [
                                 *         "thematic"
                                 *       ]
                                 *     }
                                 */
                                permissions: {
                                    masf?: boolean;
                                    pulse?: boolean;
                                    masf_v5?: boolean;
                                    sent_v5?: boolean;
                                    rma_v5?: boolean;
                                    esg_v5?: boolean;
                                    mta?: boolean;
                                    webapp?: ("nodocs" | "lsegmanage" | "thematic" | "hideapikey")[];
                                };
                                /** @example active */
                                status: "active" | "pending" | "disabled";
                            };
                        };
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/sftplogin/{username}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Link a machine ID to an account
         * @description Checks the machine credentials against the provider directory, then creates or links the account. The account is 'pending' until the provisioning delay has passed; the call is idempotent.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /**
                     * @description Machine ID (begins with GE-)
                     * @example GE-DEMO-0001
                     */
                    username: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "name": "GE-DEMO-0001",
                     *       "password": "moodwire-demo"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description The machine ID again
                         * @example GE-DEMO-0001
                         */
                        name?: string;
                        /** @example moodwire-demo */
                        password: string;
                    };
                    /**
                     * @example {
                     *       "name": "GE-DEMO-0001",
                     *       "password": "moodwire-demo"
                     *     }
                     */
                    "application/x-www-form-urlencoded": {
                        /**
                         * @description The machine ID again
                         * @example GE-DEMO-0001
                         */
                        name?: string;
                        /** @example moodwire-demo */
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Linked: the API key and the account status */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "apikey": "V2VsY29tZSB0byBNb29kd2lyZSBkZW1vIGtleSAxMjM0",
                         *         "status": "pending"
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "apikey": "V2VsY29tZSB0byBNb29kd2lyZSBkZW1vIGtleSAxMjM0",
                             *       "status": "pending"
                             *     }
                             */
                            data: {
                                apikey: string;
                                /** @example active */
                                status: "active" | "pending" | "disabled";
                            };
                        };
                    };
                };
                /** @description Bad input: the message names the parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Too many requests (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/prefs/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List preferences */
        get: {
            parameters: {
                query?: {
                    /** @example charts */
                    category?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Preferences */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": []
                         *     }
                         */
                        "application/json": {
                            /** @example [] */
                            data: {
                                category: string;
                                key: string;
                                /** @description Any JSON value */
                                value: unknown;
                            }[];
                        };
                    };
                };
                /** @description Bad input: the message names the parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/prefs/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one preference (null when not stored) */
        get: {
            parameters: {
                query: {
                    /** @example charts */
                    category: string;
                    /** @example default-indicator */
                    key: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The preference or null */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": null
                         *     }
                         */
                        "application/json": {
                            /** @example null */
                            data: {
                                category: string;
                                key: string;
                                /** @description Any JSON value */
                                value: unknown;
                            } | null;
                        };
                    };
                };
                /** @description Bad input: the message names the parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/prefs/insert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Store a preference (replaces an existing value) */
        post: {
            parameters: {
                query: {
                    /** @example charts */
                    category: string;
                    /** @example default-indicator */
                    key: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "value": "{\"code\":\"sentiment\"}"
                     *     }
                     */
                    "application/json": {
                        /** @description The value as JSON text (form) or a JSON value */
                        value: unknown;
                    };
                    /**
                     * @example {
                     *       "value": "{\"code\":\"sentiment\"}"
                     *     }
                     */
                    "application/x-www-form-urlencoded": {
                        /** @description The value as JSON text (form) or a JSON value */
                        value: unknown;
                    };
                };
            };
            responses: {
                /** @description The stored preference */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "category": "charts",
                         *         "key": "default-indicator",
                         *         "value": {
                         *           "code": "sentiment"
                         *         }
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "category": "charts",
                             *       "key": "default-indicator",
                             *       "value": {
                             *         "code": "sentiment"
                             *       }
                             *     }
                             */
                            data: {
                                category: string;
                                key: string;
                                /** @description Any JSON value */
                                value: unknown;
                            };
                        };
                    };
                };
                /** @description Bad input: the message names the parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/prefs/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a preference */
        post: {
            parameters: {
                query: {
                    /** @example charts */
                    category: string;
                    /** @example default-indicator */
                    key: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Whether a preference was removed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "deleted": true
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "deleted": true
                             *     }
                             */
                            data: {
                                deleted: boolean;
                            };
                        };
                    };
                };
                /** @description Bad input: the message names the parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/watchlistsv4/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the v4 watchlists */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Watchlists */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": []
                         *     }
                         */
                        "application/json": {
                            /** @example [] */
                            data: {
                                key: string;
                                name: string;
                                type: string;
                                assets: string[];
                                /** Format: date-time */
                                updated: string;
                            }[];
                        };
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/watchlistsv4/insert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or replace a v4 watchlist
         * @description Without a key a new watchlist is made; with the key of an existing one it is replaced.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "name": "Big tech",
                     *       "assets": "[\"AAPL.O\",\"MSFT.O\"]"
                     *     }
                     */
                    "application/json": {
                        /** @example 3f1c2a8e-5b7d-4c1e-9a0b-2d4e6f8a0c1e */
                        key?: string;
                        /** @example Big tech */
                        name: string;
                        /**
                         * @description Asset codes: a JSON array of strings, or its JSON text in a form post
                         * @example ["AAPL.O","MSFT.O"]
                         */
                        assets: unknown;
                        /**
                         * @description Defaults to 'watchlist'
                         * @example watchlist
                         */
                        type?: string;
                    };
                    /**
                     * @example {
                     *       "name": "Big tech",
                     *       "assets": "[\"AAPL.O\",\"MSFT.O\"]"
                     *     }
                     */
                    "application/x-www-form-urlencoded": {
                        /** @example 3f1c2a8e-5b7d-4c1e-9a0b-2d4e6f8a0c1e */
                        key?: string;
                        /** @example Big tech */
                        name: string;
                        /**
                         * @description Asset codes: a JSON array of strings, or its JSON text in a form post
                         * @example ["AAPL.O","MSFT.O"]
                         */
                        assets: unknown;
                        /**
                         * @description Defaults to 'watchlist'
                         * @example watchlist
                         */
                        type?: string;
                    };
                };
            };
            responses: {
                /** @description The stored watchlist */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "key": "3f1c2a8e-5b7d-4c1e-9a0b-2d4e6f8a0c1e",
                         *         "name": "Big tech",
                         *         "type": "watchlist",
                         *         "assets": [
                         *           "AAPL.O",
                         *           "MSFT.O"
                         *         ],
                         *         "updated": "2025-01-01T00:00:00.000Z"
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "key": "3f1c2a8e-5b7d-4c1e-9a0b-2d4e6f8a0c1e",
                             *       "name": "Big tech",
                             *       "type": "watchlist",
                             *       "assets": [
                             *         "AAPL.O",
                             *         "MSFT.O"
                             *       ],
                             *       "updated": "2025-01-01T00:00:00.000Z"
                             *     }
                             */
                            data: {
                                key: string;
                                name: string;
                                type: string;
                                assets: string[];
                                /** Format: date-time */
                                updated: string;
                            };
                        };
                    };
                };
                /** @description Bad input: the message names the parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/watchlistsv4/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a v4 watchlist */
        post: {
            parameters: {
                query: {
                    /** @example 3f1c2a8e-5b7d-4c1e-9a0b-2d4e6f8a0c1e */
                    key: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Whether it was removed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "deleted": true
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "deleted": true
                             *     }
                             */
                            data: {
                                deleted: boolean;
                            };
                        };
                    };
                };
                /** @description Bad input: the message names the parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/watchlistsv5/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the v5 watchlists */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Watchlists */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": []
                         *     }
                         */
                        "application/json": {
                            /** @example [] */
                            data: {
                                key: string;
                                name: string;
                                type: string;
                                assets: string[];
                                /** Format: date-time */
                                updated: string;
                            }[];
                        };
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/watchlistsv5/insert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or replace a v5 watchlist
         * @description Without a key a new watchlist is made; with the key of an existing one it is replaced.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "name": "Big tech",
                     *       "assets": "[\"AAPL.O\",\"MSFT.O\"]"
                     *     }
                     */
                    "application/json": {
                        /** @example 3f1c2a8e-5b7d-4c1e-9a0b-2d4e6f8a0c1e */
                        key?: string;
                        /** @example Big tech */
                        name: string;
                        /**
                         * @description Asset codes: a JSON array of strings, or its JSON text in a form post
                         * @example ["AAPL.O","MSFT.O"]
                         */
                        assets: unknown;
                        /**
                         * @description Defaults to 'watchlist'
                         * @example watchlist
                         */
                        type?: string;
                    };
                    /**
                     * @example {
                     *       "name": "Big tech",
                     *       "assets": "[\"AAPL.O\",\"MSFT.O\"]"
                     *     }
                     */
                    "application/x-www-form-urlencoded": {
                        /** @example 3f1c2a8e-5b7d-4c1e-9a0b-2d4e6f8a0c1e */
                        key?: string;
                        /** @example Big tech */
                        name: string;
                        /**
                         * @description Asset codes: a JSON array of strings, or its JSON text in a form post
                         * @example ["AAPL.O","MSFT.O"]
                         */
                        assets: unknown;
                        /**
                         * @description Defaults to 'watchlist'
                         * @example watchlist
                         */
                        type?: string;
                    };
                };
            };
            responses: {
                /** @description The stored watchlist */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "key": "3f1c2a8e-5b7d-4c1e-9a0b-2d4e6f8a0c1e",
                         *         "name": "Big tech",
                         *         "type": "watchlist",
                         *         "assets": [
                         *           "AAPL.O",
                         *           "MSFT.O"
                         *         ],
                         *         "updated": "2025-01-01T00:00:00.000Z"
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "key": "3f1c2a8e-5b7d-4c1e-9a0b-2d4e6f8a0c1e",
                             *       "name": "Big tech",
                             *       "type": "watchlist",
                             *       "assets": [
                             *         "AAPL.O",
                             *         "MSFT.O"
                             *       ],
                             *       "updated": "2025-01-01T00:00:00.000Z"
                             *     }
                             */
                            data: {
                                key: string;
                                name: string;
                                type: string;
                                assets: string[];
                                /** Format: date-time */
                                updated: string;
                            };
                        };
                    };
                };
                /** @description Bad input: the message names the parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/watchlistsv5/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a v5 watchlist */
        post: {
            parameters: {
                query: {
                    /** @example 3f1c2a8e-5b7d-4c1e-9a0b-2d4e6f8a0c1e */
                    key: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Whether it was removed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "deleted": true
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "deleted": true
                             *     }
                             */
                            data: {
                                deleted: boolean;
                            };
                        };
                    };
                };
                /** @description Bad input: the message names the parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/send-feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send feedback */
        post: {
            parameters: {
                query?: {
                    /**
                     * @description API key (spec §7); when absent, the apikey cookie is used.
                     * @example 1r4Xc1mPaQ0p8i0uXw2z3b4c5d6e7f8g9h0jKlMnOpQ
                     */
                    apikey?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "message": "The heatmap legend is hard to read.",
                     *       "page": "/ma4/heatmaps"
                     *     }
                     */
                    "application/json": {
                        /** @example The heatmap legend is hard to read. */
                        message: string;
                        /**
                         * Format: email
                         * @example reader@example.com
                         */
                        email?: string;
                        /** @example /ma4/heatmaps */
                        page?: string;
                    };
                    /**
                     * @example {
                     *       "message": "The heatmap legend is hard to read.",
                     *       "page": "/ma4/heatmaps"
                     *     }
                     */
                    "application/x-www-form-urlencoded": {
                        /** @example The heatmap legend is hard to read. */
                        message: string;
                        /**
                         * Format: email
                         * @example reader@example.com
                         */
                        email?: string;
                        /** @example /ma4/heatmaps */
                        page?: string;
                    };
                };
            };
            responses: {
                /** @description Feedback received */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "id": "0b7f3d7e-4c9a-4f8e-9d55-3c1f2f6b8a10"
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "id": "0b7f3d7e-4c9a-4f8e-9d55-3c1f2f6b8a10"
                             *     }
                             */
                            data: {
                                id: string;
                            };
                        };
                    };
                };
                /** @description Bad input: the message names the parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Too many requests (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sub-newsletter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subscribe an email to the newsletter */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "email": "reader@example.com"
                     *     }
                     */
                    "application/json": {
                        /**
                         * Format: email
                         * @example reader@example.com
                         */
                        email: string;
                    };
                    /**
                     * @example {
                     *       "email": "reader@example.com"
                     *     }
                     */
                    "application/x-www-form-urlencoded": {
                        /**
                         * Format: email
                         * @example reader@example.com
                         */
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Subscribed (isNew is false when it already was) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "email": "reader@example.com",
                         *         "subscribed": true,
                         *         "isNew": true
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "email": "reader@example.com",
                             *       "subscribed": true,
                             *       "isNew": true
                             *     }
                             */
                            data: {
                                email: string;
                                /** @enum {boolean} */
                                subscribed: true;
                                isNew: boolean;
                            };
                        };
                    };
                };
                /** @description Bad input: the message names the parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Too many requests (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/others/lseg-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the LSEG (ssh role) users
         * @description Needs lsegManage (admin, or the webapp flag lsegmanage). Keys are never listed.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description LSEG users */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": []
                         *     }
                         */
                        "application/json": {
                            /** @example [] */
                            data: {
                                username: string;
                                email: string | null;
                                /**
                                 * @description ssh (LSEG), manual, admin
                                 * @example manual
                                 */
                                role: "ssh" | "manual" | "admin";
                                /**
                                 * @description YYYY-MM-DD: valid through the end of that day (UTC); null never expires.
                                 * @example 2030-12-31
                                 */
                                expires: string | null;
                                /** @example active */
                                status: "active" | "pending" | "disabled";
                                /**
                                 * @description Per product, the asset classes the account may download; empty or absent means none.
                                 * @example {
                                 *       "rma": [
                                 *         "equ",
                                 *         "cou"
                                 *       ],
                                 *       "esg": [
                                 *         "equcor"
                                 *       ]
                                 *     }
                                 */
                                data_perms: {
                                    rma?: string[];
                                    esg?: string[];
                                    mms?: string[];
                                };
                                /**
                                 * @description Permission flags (masf, pulse, masf_v5, sent_v5, rma_v5, esg_v5, mta) and webapp flags (nodocs, lsegmanage, thematic, hideapikey).
                                 * @example {
                                 *       "masf": true,
                                 *       "pulse": false,
                                 *       "webapp": [
                                 *         "thematic"
                                 *       ]
                                 *     }
                                 */
                                permissions: {
                                    masf?: boolean;
                                    pulse?: boolean;
                                    masf_v5?: boolean;
                                    sent_v5?: boolean;
                                    rma_v5?: boolean;
                                    esg_v5?: boolean;
                                    mta?: boolean;
                                    webapp?: ("nodocs" | "lsegmanage" | "thematic" | "hideapikey")[];
                                };
                                /** Format: date-time */
                                created: string;
                            }[];
                        };
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List users */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description ssh (LSEG), manual, admin
                     * @example manual
                     */
                    role?: "ssh" | "manual" | "admin";
                    /**
                     * @description Part of a username or email
                     * @example demo
                     */
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Users */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": []
                         *     }
                         */
                        "application/json": {
                            /** @example [] */
                            data: {
                                username: string;
                                email: string | null;
                                apikey: string;
                                /**
                                 * @description ssh (LSEG), manual, admin
                                 * @example manual
                                 */
                                role: "ssh" | "manual" | "admin";
                                /**
                                 * @description YYYY-MM-DD: valid through the end of that day (UTC); null never expires.
                                 * @example 2030-12-31
                                 */
                                expires: string | null;
                                /** @example active */
                                status: "active" | "pending" | "disabled";
                                /**
                                 * @description Per product, the asset classes the account may download; empty or absent means none.
                                 * @example {
                                 *       "rma": [
                                 *         "equ",
                                 *         "cou"
                                 *       ],
                                 *       "esg": [
                                 *         "equcor"
                                 *       ]
                                 *     }
                                 */
                                data_perms: {
                                    rma?: string[];
                                    esg?: string[];
                                    mms?: string[];
                                };
                                /**
                                 * @description Permission flags (masf, pulse, masf_v5, sent_v5, rma_v5, esg_v5, mta) and webapp flags (nodocs, lsegmanage, thematic, hideapikey).
                                 * @example {
                                 *       "masf": true,
                                 *       "pulse": false,
                                 *       "webapp": [
                                 *         "thematic"
                                 *       ]
                                 *     }
                                 */
                                permissions: {
                                    masf?: boolean;
                                    pulse?: boolean;
                                    masf_v5?: boolean;
                                    sent_v5?: boolean;
                                    rma_v5?: boolean;
                                    esg_v5?: boolean;
                                    mta?: boolean;
                                    webapp?: ("nodocs" | "lsegmanage" | "thematic" | "hideapikey")[];
                                };
                                /** Format: date-time */
                                created: string;
                                /** Format: date-time */
                                updated: string;
                            }[];
                        };
                    };
                };
                /** @description Bad input: the message names the parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a user */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "username": "jane-doe",
                     *       "email": "jane@example.com",
                     *       "password": "a-long-passphrase",
                     *       "role": "manual",
                     *       "expires": "2030-12-31",
                     *       "data_perms": {
                     *         "rma": [
                     *           "equ"
                     *         ]
                     *       },
                     *       "permissions": {
                     *         "masf": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example jane-doe */
                        username: string;
                        /**
                         * Format: email
                         * @example jane@example.com
                         */
                        email?: string;
                        /** @example a-long-passphrase */
                        password: string;
                        /**
                         * @description ssh (LSEG), manual, admin
                         * @example manual
                         */
                        role: "ssh" | "manual" | "admin";
                        /**
                         * @description YYYY-MM-DD: valid through the end of that day (UTC); null never expires.
                         * @example 2030-12-31
                         */
                        expires?: string | null;
                        /**
                         * @description Per product, the asset classes the account may download; empty or absent means none.
                         * @example {
                         *       "rma": [
                         *         "equ",
                         *         "cou"
                         *       ],
                         *       "esg": [
                         *         "equcor"
                         *       ]
                         *     }
                         */
                        data_perms?: {
                            rma?: string[];
                            esg?: string[];
                            mms?: string[];
                        };
                        /**
                         * @description Permission flags (masf, pulse, masf_v5, sent_v5, rma_v5, esg_v5, mta) and webapp flags (nodocs, lsegmanage, thematic, hideapikey).
                         * @example {
                         *       "masf": true,
                         *       "pulse": false,
                         *       "webapp": [
                         *         "thematic"
                         *       ]
                         *     }
                         */
                        permissions?: {
                            masf?: boolean;
                            pulse?: boolean;
                            masf_v5?: boolean;
                            sent_v5?: boolean;
                            rma_v5?: boolean;
                            esg_v5?: boolean;
                            mta?: boolean;
                            webapp?: ("nodocs" | "lsegmanage" | "thematic" | "hideapikey")[];
                        };
                    };
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "username": "demo-manual",
                         *         "email": "demo-manual@demo.moodwire.local",
                         *         "apikey": "V2VsY29tZSB0byBNb29kd2lyZSBkZW1vIGtleSAxMjM0",
                         *         "role": "manual",
                         *         "expires": "2030-12-31",
                         *         "status": "active",
                         *         "data_perms": {
                         *           "rma": [
                         *             "equ"
                         *           ]
                         *         },
                         *         "permissions": {},
                         *         "created": "2025-01-01T00:00:00.000Z",
                         *         "updated": "2025-01-02T00:00:00.000Z"
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "username": "demo-manual",
                             *       "email": "demo-manual@demo.moodwire.local",
                             *       "apikey": "V2VsY29tZSB0byBNb29kd2lyZSBkZW1vIGtleSAxMjM0",
                             *       "role": "manual",
                             *       "expires": "2030-12-31",
                             *       "status": "active",
                             *       "data_perms": {
                             *         "rma": [
                             *           "equ"
                             *         ]
                             *       },
                             *       "permissions": {},
                             *       "created": "2025-01-01T00:00:00.000Z",
                             *       "updated": "2025-01-02T00:00:00.000Z"
                             *     }
                             */
                            data: {
                                username: string;
                                email: string | null;
                                apikey: string;
                                /**
                                 * @description ssh (LSEG), manual, admin
                                 * @example manual
                                 */
                                role: "ssh" | "manual" | "admin";
                                /**
                                 * @description YYYY-MM-DD: valid through the end of that day (UTC); null never expires.
                                 * @example 2030-12-31
                                 */
                                expires: string | null;
                                /** @example active */
                                status: "active" | "pending" | "disabled";
                                /**
                                 * @description Per product, the asset classes the account may download; empty or absent means none.
                                 * @example {
                                 *       "rma": [
                                 *         "equ",
                                 *         "cou"
                                 *       ],
                                 *       "esg": [
                                 *         "equcor"
                                 *       ]
                                 *     }
                                 */
                                data_perms: {
                                    rma?: string[];
                                    esg?: string[];
                                    mms?: string[];
                                };
                                /**
                                 * @description Permission flags (masf, pulse, masf_v5, sent_v5, rma_v5, esg_v5, mta) and webapp flags (nodocs, lsegmanage, thematic, hideapikey).
                                 * @example {
                                 *       "masf": true,
                                 *       "pulse": false,
                                 *       "webapp": [
                                 *         "thematic"
                                 *       ]
                                 *     }
                                 */
                                permissions: {
                                    masf?: boolean;
                                    pulse?: boolean;
                                    masf_v5?: boolean;
                                    sent_v5?: boolean;
                                    rma_v5?: boolean;
                                    esg_v5?: boolean;
                                    mta?: boolean;
                                    webapp?: ("nodocs" | "lsegmanage" | "thematic" | "hideapikey")[];
                                };
                                /** Format: date-time */
                                created: string;
                                /** Format: date-time */
                                updated: string;
                            };
                        };
                    };
                };
                /** @description Bad input: the message names the parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Conflict: a unique value is already taken */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{username}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one user */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example jane-doe */
                    username: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The user */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "username": "demo-manual",
                         *         "email": "demo-manual@demo.moodwire.local",
                         *         "apikey": "V2VsY29tZSB0byBNb29kd2lyZSBkZW1vIGtleSAxMjM0",
                         *         "role": "manual",
                         *         "expires": "2030-12-31",
                         *         "status": "active",
                         *         "data_perms": {
                         *           "rma": [
                         *             "equ"
                         *           ]
                         *         },
                         *         "permissions": {},
                         *         "created": "2025-01-01T00:00:00.000Z",
                         *         "updated": "2025-01-02T00:00:00.000Z"
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "username": "demo-manual",
                             *       "email": "demo-manual@demo.moodwire.local",
                             *       "apikey": "V2VsY29tZSB0byBNb29kd2lyZSBkZW1vIGtleSAxMjM0",
                             *       "role": "manual",
                             *       "expires": "2030-12-31",
                             *       "status": "active",
                             *       "data_perms": {
                             *         "rma": [
                             *           "equ"
                             *         ]
                             *       },
                             *       "permissions": {},
                             *       "created": "2025-01-01T00:00:00.000Z",
                             *       "updated": "2025-01-02T00:00:00.000Z"
                             *     }
                             */
                            data: {
                                username: string;
                                email: string | null;
                                apikey: string;
                                /**
                                 * @description ssh (LSEG), manual, admin
                                 * @example manual
                                 */
                                role: "ssh" | "manual" | "admin";
                                /**
                                 * @description YYYY-MM-DD: valid through the end of that day (UTC); null never expires.
                                 * @example 2030-12-31
                                 */
                                expires: string | null;
                                /** @example active */
                                status: "active" | "pending" | "disabled";
                                /**
                                 * @description Per product, the asset classes the account may download; empty or absent means none.
                                 * @example {
                                 *       "rma": [
                                 *         "equ",
                                 *         "cou"
                                 *       ],
                                 *       "esg": [
                                 *         "equcor"
                                 *       ]
                                 *     }
                                 */
                                data_perms: {
                                    rma?: string[];
                                    esg?: string[];
                                    mms?: string[];
                                };
                                /**
                                 * @description Permission flags (masf, pulse, masf_v5, sent_v5, rma_v5, esg_v5, mta) and webapp flags (nodocs, lsegmanage, thematic, hideapikey).
                                 * @example {
                                 *       "masf": true,
                                 *       "pulse": false,
                                 *       "webapp": [
                                 *         "thematic"
                                 *       ]
                                 *     }
                                 */
                                permissions: {
                                    masf?: boolean;
                                    pulse?: boolean;
                                    masf_v5?: boolean;
                                    sent_v5?: boolean;
                                    rma_v5?: boolean;
                                    esg_v5?: boolean;
                                    mta?: boolean;
                                    webapp?: ("nodocs" | "lsegmanage" | "thematic" | "hideapikey")[];
                                };
                                /** Format: date-time */
                                created: string;
                                /** Format: date-time */
                                updated: string;
                            };
                        };
                    };
                };
                /** @description Bad input: the message names the parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a user
         * @description Only the given fields change. rotate_apikey issues a new API key (the old one stops working).
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example jane-doe */
                    username: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "expires": "2031-06-30",
                     *       "permissions": {
                     *         "masf": true,
                     *         "pulse": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        email?: string | null;
                        /**
                         * @description ssh (LSEG), manual, admin
                         * @example manual
                         */
                        role?: "ssh" | "manual" | "admin";
                        /**
                         * @description YYYY-MM-DD: valid through the end of that day (UTC); null never expires.
                         * @example 2030-12-31
                         */
                        expires?: string | null;
                        /**
                         * @description Per product, the asset classes the account may download; empty or absent means none.
                         * @example {
                         *       "rma": [
                         *         "equ",
                         *         "cou"
                         *       ],
                         *       "esg": [
                         *         "equcor"
                         *       ]
                         *     }
                         */
                        data_perms?: {
                            rma?: string[];
                            esg?: string[];
                            mms?: string[];
                        };
                        /**
                         * @description Permission flags (masf, pulse, masf_v5, sent_v5, rma_v5, esg_v5, mta) and webapp flags (nodocs, lsegmanage, thematic, hideapikey).
                         * @example {
                         *       "masf": true,
                         *       "pulse": false,
                         *       "webapp": [
                         *         "thematic"
                         *       ]
                         *     }
                         */
                        permissions?: {
                            masf?: boolean;
                            pulse?: boolean;
                            masf_v5?: boolean;
                            sent_v5?: boolean;
                            rma_v5?: boolean;
                            esg_v5?: boolean;
                            mta?: boolean;
                            webapp?: ("nodocs" | "lsegmanage" | "thematic" | "hideapikey")[];
                        };
                        /** @example active */
                        status?: "active" | "pending" | "disabled";
                        rotate_apikey?: boolean;
                    };
                };
            };
            responses: {
                /** @description The changed user */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "username": "demo-manual",
                         *         "email": "demo-manual@demo.moodwire.local",
                         *         "apikey": "V2VsY29tZSB0byBNb29kd2lyZSBkZW1vIGtleSAxMjM0",
                         *         "role": "manual",
                         *         "expires": "2030-12-31",
                         *         "status": "active",
                         *         "data_perms": {
                         *           "rma": [
                         *             "equ"
                         *           ]
                         *         },
                         *         "permissions": {},
                         *         "created": "2025-01-01T00:00:00.000Z",
                         *         "updated": "2025-01-02T00:00:00.000Z"
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "username": "demo-manual",
                             *       "email": "demo-manual@demo.moodwire.local",
                             *       "apikey": "V2VsY29tZSB0byBNb29kd2lyZSBkZW1vIGtleSAxMjM0",
                             *       "role": "manual",
                             *       "expires": "2030-12-31",
                             *       "status": "active",
                             *       "data_perms": {
                             *         "rma": [
                             *           "equ"
                             *         ]
                             *       },
                             *       "permissions": {},
                             *       "created": "2025-01-01T00:00:00.000Z",
                             *       "updated": "2025-01-02T00:00:00.000Z"
                             *     }
                             */
                            data: {
                                username: string;
                                email: string | null;
                                apikey: string;
                                /**
                                 * @description ssh (LSEG), manual, admin
                                 * @example manual
                                 */
                                role: "ssh" | "manual" | "admin";
                                /**
                                 * @description YYYY-MM-DD: valid through the end of that day (UTC); null never expires.
                                 * @example 2030-12-31
                                 */
                                expires: string | null;
                                /** @example active */
                                status: "active" | "pending" | "disabled";
                                /**
                                 * @description Per product, the asset classes the account may download; empty or absent means none.
                                 * @example {
                                 *       "rma": [
                                 *         "equ",
                                 *         "cou"
                                 *       ],
                                 *       "esg": [
                                 *         "equcor"
                                 *       ]
                                 *     }
                                 */
                                data_perms: {
                                    rma?: string[];
                                    esg?: string[];
                                    mms?: string[];
                                };
                                /**
                                 * @description Permission flags (masf, pulse, masf_v5, sent_v5, rma_v5, esg_v5, mta) and webapp flags (nodocs, lsegmanage, thematic, hideapikey).
                                 * @example {
                                 *       "masf": true,
                                 *       "pulse": false,
                                 *       "webapp": [
                                 *         "thematic"
                                 *       ]
                                 *     }
                                 */
                                permissions: {
                                    masf?: boolean;
                                    pulse?: boolean;
                                    masf_v5?: boolean;
                                    sent_v5?: boolean;
                                    rma_v5?: boolean;
                                    esg_v5?: boolean;
                                    mta?: boolean;
                                    webapp?: ("nodocs" | "lsegmanage" | "thematic" | "hideapikey")[];
                                };
                                /** Format: date-time */
                                created: string;
                                /** Format: date-time */
                                updated: string;
                            };
                        };
                    };
                };
                /** @description Bad input: the message names the parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Conflict: a unique value is already taken */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/admin/users/{username}/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password
         * @description Without a password in the body a random one is made and returned once.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example jane-doe */
                    username: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "password": "a-new-long-passphrase"
                     *     }
                     */
                    "application/json": {
                        /** @example a-long-passphrase */
                        password?: string;
                    };
                };
            };
            responses: {
                /** @description Password changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "username": "jane-doe",
                         *         "password": "p8Zr3kQm1xVb7TnA"
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "username": "jane-doe",
                             *       "password": "p8Zr3kQm1xVb7TnA"
                             *     }
                             */
                            data: {
                                username: string;
                                /** @description Only when generated */
                                password?: string;
                            };
                        };
                    };
                };
                /** @description Bad input: the message names the parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/presets/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The preset groups of the published lake (watchlist groups for admins only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Preset groups */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": [
                         *         {
                         *           "Group": "equ_top100",
                         *           "Name": "Top 100 by Buzz",
                         *           "Class": "equ",
                         *           "Count": 100,
                         *           "Dataset": "rma",
                         *           "Featured": "4295905573",
                         *           "type": "system"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example [
                             *       {
                             *         "Group": "equ_top100",
                             *         "Name": "Top 100 by Buzz",
                             *         "Class": "equ",
                             *         "Count": 100,
                             *         "Dataset": "rma",
                             *         "Featured": "4295905573",
                             *         "type": "system"
                             *       }
                             *     ]
                             */
                            data: {
                                Group: string;
                                Name: string;
                                Class: string;
                                Count: number;
                                Dataset: string;
                                Featured: string | null;
                                type: "system" | "user";
                            }[];
                        };
                    };
                };
                /** @description Bad input: the message names the parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/presets/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One preset group */
        get: {
            parameters: {
                query: {
                    /**
                     * @description Preset group id
                     * @example equ_top100
                     */
                    group: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The preset group */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "Group": "equ_top100",
                         *         "Name": "Top 100 by Buzz",
                         *         "Class": "equ",
                         *         "Count": 100,
                         *         "Dataset": "rma",
                         *         "Featured": "4295905573",
                         *         "type": "system"
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "Group": "equ_top100",
                             *       "Name": "Top 100 by Buzz",
                             *       "Class": "equ",
                             *       "Count": 100,
                             *       "Dataset": "rma",
                             *       "Featured": "4295905573",
                             *       "type": "system"
                             *     }
                             */
                            data: {
                                Group: string;
                                Name: string;
                                Class: string;
                                Count: number;
                                Dataset: string;
                                Featured: string | null;
                                type: "system" | "user";
                            };
                        };
                    };
                };
                /** @description Bad input: the message names the parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/groupassets2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The members of a group as Name/Asset records, searchable and paged
         * @description Without `group`, `search` is required and runs over every asset of the published universe (the global search dialog).
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description Preset group id
                     * @example equ_top100
                     */
                    group?: string;
                    /**
                     * @description Name, ticker, RIC or code
                     * @example apple
                     */
                    search?: string;
                    limit?: number;
                    offset?: number;
                    /**
                     * @description Comma-separated asset codes to keep
                     * @example 4295905573
                     */
                    assets?: string;
                    /** @description Leave out repeated names */
                    rm_dups?: boolean;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Group members */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": [
                         *         {
                         *           "Name": "Apple Inc",
                         *           "Asset": "4295905573"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example [
                             *       {
                             *         "Name": "Apple Inc",
                             *         "Asset": "4295905573"
                             *       }
                             *     ]
                             */
                            data: {
                                Name: string;
                                Asset: string;
                            }[];
                        };
                    };
                };
                /** @description Bad input: the message names the parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/asset-trmi3": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An asset's daily series of one indicator, optionally smoothed */
        get: {
            parameters: {
                query: {
                    /**
                     * @description Asset code
                     * @example 4295905573
                     */
                    asset: string;
                    /** @description Preset group (sets the class) */
                    group?: string;
                    /**
                     * @description Indicator code
                     * @example sentiment
                     */
                    cvar?: string;
                    /**
                     * @description Long indicator code mp_{src}_{code}
                     * @example mp_all_sentiment
                     */
                    cvarlong?: string;
                    /** @description Days back from end when no start */
                    period?: number;
                    /** @description First day (inclusive) */
                    start?: string;
                    /** @description Last day (inclusive) */
                    end?: string;
                    /** @description News_Social (default), News, Social, News_Headline or a code */
                    src?: string;
                    /** @description Smoothing in windows */
                    window?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The series */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "asset": "4295905573",
                         *         "name": "Apple Inc",
                         *         "class": "equ",
                         *         "indicator": "sentiment",
                         *         "source": "News_Social",
                         *         "window": 1,
                         *         "points": [
                         *           {
                         *             "date": "2026-11-20T20:30:00.000Z",
                         *             "buzz": 41.5,
                         *             "value": 0.12
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "asset": "4295905573",
                             *       "name": "Apple Inc",
                             *       "class": "equ",
                             *       "indicator": "sentiment",
                             *       "source": "News_Social",
                             *       "window": 1,
                             *       "points": [
                             *         {
                             *           "date": "2026-11-20T20:30:00.000Z",
                             *           "buzz": 41.5,
                             *           "value": 0.12
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                asset: string;
                                name: string;
                                class: string;
                                indicator: string;
                                source: string;
                                window: number;
                                points: {
                                    date: string;
                                    buzz: number;
                                    value: number | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Bad input: the message names the parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/asset-trmi-hou": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An asset's hourly series of one indicator, optionally smoothed */
        get: {
            parameters: {
                query: {
                    /**
                     * @description Asset code
                     * @example 4295905573
                     */
                    asset: string;
                    /** @description Preset group (sets the class) */
                    group?: string;
                    /**
                     * @description Indicator code
                     * @example sentiment
                     */
                    cvar?: string;
                    /**
                     * @description Long indicator code mp_{src}_{code}
                     * @example mp_all_sentiment
                     */
                    cvarlong?: string;
                    /** @description Days back from end when no start */
                    period?: number;
                    /** @description First day (inclusive) */
                    start?: string;
                    /** @description Last day (inclusive) */
                    end?: string;
                    /** @description News_Social (default), News, Social, News_Headline or a code */
                    src?: string;
                    /** @description Smoothing in windows */
                    window?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The series */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "asset": "4295905573",
                         *         "name": "Apple Inc",
                         *         "class": "equ",
                         *         "indicator": "sentiment",
                         *         "source": "News_Social",
                         *         "window": 1,
                         *         "points": [
                         *           {
                         *             "date": "2026-11-20T20:30:00.000Z",
                         *             "buzz": 41.5,
                         *             "value": 0.12
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "asset": "4295905573",
                             *       "name": "Apple Inc",
                             *       "class": "equ",
                             *       "indicator": "sentiment",
                             *       "source": "News_Social",
                             *       "window": 1,
                             *       "points": [
                             *         {
                             *           "date": "2026-11-20T20:30:00.000Z",
                             *           "buzz": 41.5,
                             *           "value": 0.12
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                asset: string;
                                name: string;
                                class: string;
                                indicator: string;
                                source: string;
                                window: number;
                                points: {
                                    date: string;
                                    buzz: number;
                                    value: number | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Bad input: the message names the parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/overview-topn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A group's top assets by the change (or level) of one indicator */
        get: {
            parameters: {
                query: {
                    /**
                     * @description Preset group id
                     * @example equ_top100
                     */
                    group: string;
                    /**
                     * @description Indicator code
                     * @example sentiment
                     */
                    cvar?: string;
                    /** @description Source (default News) */
                    src?: string;
                    /** @description Days of the change */
                    period?: number;
                    /** @description Same as period */
                    delta?: number;
                    num?: number;
                    sortby?: "abs" | "up" | "down" | "level" | "buzz";
                    /** @description Day the change is measured from (sets the period) */
                    start?: string;
                    /** @description Day of the snapshot (default the last day of the lake) */
                    end?: string;
                    minbuzz?: number;
                    /** @description Comma-separated TRBC economic sectors */
                    sector?: string;
                    /** @description Comma-separated ISO alpha-2 exchange countries */
                    exchange_country?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Top assets */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "group": "equ_top100",
                         *         "indicator": "sentiment",
                         *         "source": "News",
                         *         "date": "2026-11-21T20:30:00.000Z",
                         *         "previousDate": "2026-11-20T20:30:00.000Z",
                         *         "rows": [
                         *           {
                         *             "asset": "4295905573",
                         *             "name": "Apple Inc",
                         *             "sector": "Technology",
                         *             "exchangeCountry": "US",
                         *             "buzz": 40,
                         *             "value": 0.2,
                         *             "previous": 0.1,
                         *             "delta": 0.1
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "group": "equ_top100",
                             *       "indicator": "sentiment",
                             *       "source": "News",
                             *       "date": "2026-11-21T20:30:00.000Z",
                             *       "previousDate": "2026-11-20T20:30:00.000Z",
                             *       "rows": [
                             *         {
                             *           "asset": "4295905573",
                             *           "name": "Apple Inc",
                             *           "sector": "Technology",
                             *           "exchangeCountry": "US",
                             *           "buzz": 40,
                             *           "value": 0.2,
                             *           "previous": 0.1,
                             *           "delta": 0.1
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                group: string;
                                indicator: string;
                                source: string;
                                date: string;
                                previousDate: string;
                                rows: {
                                    asset: string;
                                    name: string;
                                    sector: string | null;
                                    exchangeCountry: string | null;
                                    buzz: number;
                                    value: number | null;
                                    previous: number | null;
                                    delta: number | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Bad input: the message names the parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/heatmaps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A group's heatmap: tiles sized by one indicator and coloured by another */
        get: {
            parameters: {
                query: {
                    /**
                     * @description Preset group id
                     * @example equ_top100
                     */
                    group: string;
                    /** @description Tile size indicator (default buzz) */
                    varsize?: string;
                    /** @description Tile colour indicator */
                    varcolor?: string;
                    /** @description Least buzz of a tile */
                    buzz?: number;
                    /** @description When given, the colour is the change since this day */
                    start?: string;
                    /** @description Day of the heatmap (default the last day of the lake) */
                    end?: string;
                    /** @description Comma-separated TRBC economic sectors */
                    sector?: string;
                    maxnum?: number;
                    /** @description Comma-separated ISO alpha-2 exchange countries */
                    exchange_country?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Heatmap tiles */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "group": "equ_top100",
                         *         "varsize": "buzz",
                         *         "varcolor": "sentiment",
                         *         "date": "2026-11-21T20:30:00.000Z",
                         *         "tiles": [
                         *           {
                         *             "asset": "4295905573",
                         *             "name": "Apple Inc",
                         *             "sector": "Technology",
                         *             "size": 40,
                         *             "color": 0.2,
                         *             "buzz": 40
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "group": "equ_top100",
                             *       "varsize": "buzz",
                             *       "varcolor": "sentiment",
                             *       "date": "2026-11-21T20:30:00.000Z",
                             *       "tiles": [
                             *         {
                             *           "asset": "4295905573",
                             *           "name": "Apple Inc",
                             *           "sector": "Technology",
                             *           "size": 40,
                             *           "color": 0.2,
                             *           "buzz": 40
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                group: string;
                                varsize: string;
                                varcolor: string;
                                date: string;
                                tiles: {
                                    asset: string;
                                    name: string;
                                    sector: string | null;
                                    size: number | null;
                                    color: number | null;
                                    buzz: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Bad input: the message names the parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** MCP server-to-client stream: not offered (stateless server), 405 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description A transport-level JSON-RPC error */
                405: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "jsonrpc": "2.0",
                         *       "id": null,
                         *       "error": {
                         *         "code": -32000,
                         *         "message": "Method not allowed."
                         *       }
                         *     }
                         */
                        "application/json": {
                            /** @enum {string} */
                            jsonrpc: "2.0";
                            id: string | number | null;
                            error: {
                                code: number;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Too many requests (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * MCP server for AI assistants (streamable HTTP, stateless, JSON answers)
         * @description Model Context Protocol endpoint. Point an MCP client at `/mcp` with the API key as the `apikey` query parameter or an `Authorization: Bearer <apikey>` header. Tools: search_assets, search_groups, get_asset_series, get_group_snapshot, get_group_heatmap, get_pulse_events, match_assets_in_text, list_api_calls, call_api; each answers exactly as the HTTP call it mirrors would for that key. The client must accept `application/json, text/event-stream`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description A JSON-RPC 2.0 message of the Model Context Protocol (or a batch of them) */
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "jsonrpc": "2.0",
                     *       "id": 2,
                     *       "method": "tools/call",
                     *       "params": {
                     *         "name": "search_assets",
                     *         "arguments": {
                     *           "search": "apple",
                     *           "limit": 5
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": ({
                        /** @enum {string} */
                        jsonrpc: "2.0";
                        id?: string | number | null;
                        method?: string;
                        params?: unknown;
                        result?: unknown;
                        error?: unknown;
                    } & {
                        [key: string]: unknown;
                    }) | ({
                        /** @enum {string} */
                        jsonrpc: "2.0";
                        id?: string | number | null;
                        method?: string;
                        params?: unknown;
                        result?: unknown;
                        error?: unknown;
                    } & {
                        [key: string]: unknown;
                    })[];
                };
            };
            responses: {
                /** @description The JSON-RPC answer (result, or error for a protocol failure) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "jsonrpc": "2.0",
                         *       "id": 2,
                         *       "result": {
                         *         "content": [
                         *           {
                         *             "type": "text",
                         *             "text": "[{\"Name\":\"Apple Inc\",\"Asset\":\"4295905573\"}]"
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": {
                            /** @enum {string} */
                            jsonrpc: "2.0";
                            id: string | number | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Notifications and responses accepted (no body) */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad input, or a message that is not JSON-RPC */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "jsonrpc": "2.0",
                         *       "id": null,
                         *       "error": {
                         *         "code": -32700,
                         *         "message": "Parse error"
                         *       }
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        } | {
                            /** @enum {string} */
                            jsonrpc: "2.0";
                            id: string | number | null;
                            error: {
                                code: number;
                                message: string;
                            };
                        };
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description The client does not accept application/json and text/event-stream */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "jsonrpc": "2.0",
                         *       "id": null,
                         *       "error": {
                         *         "code": -32000,
                         *         "message": "Method not allowed."
                         *       }
                         *     }
                         */
                        "application/json": {
                            /** @enum {string} */
                            jsonrpc: "2.0";
                            id: string | number | null;
                            error: {
                                code: number;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Too many requests (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
            };
        };
        /** MCP session end: no sessions (stateless server), 405 */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
                /** @description A transport-level JSON-RPC error */
                405: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "jsonrpc": "2.0",
                         *       "id": null,
                         *       "error": {
                         *         "code": -32000,
                         *         "message": "Method not allowed."
                         *       }
                         *     }
                         */
                        "application/json": {
                            /** @enum {string} */
                            jsonrpc: "2.0";
                            id: string | number | null;
                            error: {
                                code: number;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Too many requests (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "Invalid username or password",
                         *       "message": "Invalid username or password"
                         *     }
                         */
                        "application/json": {
                            /** @description Short human-readable error, shown to the user. */
                            error: string;
                            /** @description A longer explanation. */
                            message: string;
                            /** @description Machine-readable hint, for example not_linked. */
                            detail?: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
