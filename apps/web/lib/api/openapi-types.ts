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
         * @description With username and password: sign in (spec §7 query form; prefer POST so passwords stay out of URLs). Without them: validate the session of the `apikey` cookie (or the apikey query parameter).
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
                         *         "apikey": "in-httponly-cookie",
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
                             *       "apikey": "in-httponly-cookie",
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
                                /** @description A marker in place of a key (issue 12 §6): the session key is in the HttpOnly cookie; Account Info reveals the data key (GET /account/apikey). */
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Too many requests (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Sign in by username or email
         * @description Form or JSON body. Starts a web session: its key is set only in the `apikey` cookie (HttpOnly, Secure, SameSite=Strict), valid on the same calls as the data key until sign-out, a password change, or its idle and absolute lifetimes; the answer's `apikey` is a marker, never a key. A `GE-` machine ID that is in the provider directory but not linked yet answers 401 with detail 'not_linked'.
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
                         *         "apikey": "in-httponly-cookie",
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
                             *       "apikey": "in-httponly-cookie",
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
                                /** @description A marker in place of a key (issue 12 §6): the session key is in the HttpOnly cookie; Account Info reveals the data key (GET /account/apikey). */
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Too many requests (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
        /**
         * Sign out: ends the web session and clears the apikey cookie
         * @description The session key of the cookie stops working on every API process; a data key is not affected.
         */
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
                         *         "apikey": "in-httponly-cookie",
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
                             *       "apikey": "in-httponly-cookie",
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
                                /** @description A marker in place of a key (issue 12 §6): the session key is in the HttpOnly cookie; Account Info reveals the data key (GET /account/apikey). */
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
         * @description Checks the machine credentials against the provider directory, then creates or links the account and starts a web session (the `apikey` cookie, as sign-in does; the answer's `apikey` is a marker). The account is 'pending' until the provisioning delay has passed; the call is idempotent.
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
                /** @description Linked: the key marker (the session key is in the cookie) and the account status */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "apikey": "in-httponly-cookie",
                         *         "status": "pending"
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "apikey": "in-httponly-cookie",
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Too many requests (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/account/apikey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reveal the data key (Account Info)
         * @description The long-lived key that scripts pass as `?apikey=`. Answers the web session of the signed-in user (the `apikey` cookie) only, never a data key, and is never cached (Cache-Control: no-store).
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
                /** @description The data key */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "apikey": "V2VsY29tZSB0byBNb29kd2lyZSBkZW1vIGtleSAxMjM0"
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "apikey": "V2VsY29tZSB0byBNb29kd2lyZSBkZW1vIGtleSAxMjM0"
                             *     }
                             */
                            data: {
                                /** @description The data key: pass it as the apikey query parameter */
                                apikey: string;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/account/apikey/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the data key (Account Info)
         * @description Issues a new data key; the old one is refused at once on every API process. Web sessions stay signed in. Web session only; the answer is never cached.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The new data key */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "apikey": "V2VsY29tZSB0byBNb29kd2lyZSBkZW1vIGtleSAxMjM0"
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "apikey": "V2VsY29tZSB0byBNb29kd2lyZSBkZW1vIGtleSAxMjM0"
                             *     }
                             */
                            data: {
                                /** @description The data key: pass it as the apikey query parameter */
                                apikey: string;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/account/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the password (Account Info)
         * @description Checks the current password, sets the new one (at least 8 characters once trimmed, as sign-in trims) and ends every other web session of the account; the calling session is re-issued (a new `apikey` cookie), so it stays signed in. The data key is unchanged. Web session only; limited like sign-in.
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
                     *       "current_password": "moodwire-demo",
                     *       "new_password": "a-new-long-passphrase"
                     *     }
                     */
                    "application/json": {
                        /** @example moodwire-demo */
                        current_password: string;
                        /** @example a-new-long-passphrase */
                        new_password: string;
                    };
                    /**
                     * @example {
                     *       "current_password": "moodwire-demo",
                     *       "new_password": "a-new-long-passphrase"
                     *     }
                     */
                    "application/x-www-form-urlencoded": {
                        /** @example moodwire-demo */
                        current_password: string;
                        /** @example a-new-long-passphrase */
                        new_password: string;
                    };
                };
            };
            responses: {
                /** @description Changed: other sessions ended, this one re-issued */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "username": "demo-manual"
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "username": "demo-manual"
                             *     }
                             */
                            data: {
                                username: string;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Too many requests (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/account/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recent API usage of the data key (Account Info)
         * @description Calls made with the account's data key over the last 30 days (UTC), per day and per route pattern. Calls of the web app (its session) are not counted. Counts are written every few seconds.
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
                /** @description Usage per day and route */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "from": "2026-10-28",
                         *         "to": "2026-11-26",
                         *         "days": [
                         *           {
                         *             "day": "2026-11-26",
                         *             "calls": 12,
                         *             "errors": 1
                         *           }
                         *         ],
                         *         "routes": [
                         *           {
                         *             "route": "GET /rma/v4/:asset_class/assets",
                         *             "calls": 12,
                         *             "errors": 1,
                         *             "lastDay": "2026-11-26"
                         *           }
                         *         ],
                         *         "otherRoutes": 0,
                         *         "total": 12
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "from": "2026-10-28",
                             *       "to": "2026-11-26",
                             *       "days": [
                             *         {
                             *           "day": "2026-11-26",
                             *           "calls": 12,
                             *           "errors": 1
                             *         }
                             *       ],
                             *       "routes": [
                             *         {
                             *           "route": "GET /rma/v4/:asset_class/assets",
                             *           "calls": 12,
                             *           "errors": 1,
                             *           "lastDay": "2026-11-26"
                             *         }
                             *       ],
                             *       "otherRoutes": 0,
                             *       "total": 12
                             *     }
                             */
                            data: {
                                /**
                                 * @description First day (UTC)
                                 * @example 2026-10-28
                                 */
                                from: string;
                                /**
                                 * @description Last day (UTC), today
                                 * @example 2026-11-26
                                 */
                                to: string;
                                /** @description Every day of the period, oldest first (0 where no call was made) */
                                days: {
                                    day: string;
                                    /** @description Calls made with the data key */
                                    calls: number;
                                    /** @description Of those, calls answered with a status of 400 or more */
                                    errors: number;
                                }[];
                                /** @description Calls per route pattern over the period, most-called first */
                                routes: {
                                    /** @description Method and route pattern (never the URL) */
                                    route: string;
                                    /** @description Calls made with the data key */
                                    calls: number;
                                    /** @description Of those, calls answered with a status of 400 or more */
                                    errors: number;
                                    /** @description The last day the route was called */
                                    lastDay: string;
                                }[];
                                /** @description Calls of the routes beyond those listed */
                                otherRoutes: number;
                                /** @description Calls over the period */
                                total: number;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
        /**
         * Store a preference (replaces an existing value)
         * @description A value nests at most 32 levels of arrays and objects and holds at most 65536 bytes as JSON; a user stores at most 100 preferences (replacing a value is always allowed). Beyond these: 400 with the reason.
         */
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Too many requests (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
                /** @description Subscribed (the same answer whether or not it already was) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "email": "reader@example.com",
                         *         "subscribed": true
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "email": "reader@example.com",
                             *       "subscribed": true
                             *     }
                             */
                            data: {
                                email: string;
                                /** @enum {boolean} */
                                subscribed: true;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Too many requests (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
         * @description Needs lsegManage (admin, or the webapp flag lsegmanage). Keys are never listed. At most 10000 users.
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/others/lseg-users/{username}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One LSEG (ssh role) user */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example demo-ssh */
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
                         *         "username": "demo-ssh",
                         *         "email": "demo-ssh@demo.moodwire.local",
                         *         "role": "ssh",
                         *         "expires": null,
                         *         "status": "active",
                         *         "data_perms": {
                         *           "rma": [
                         *             "equ"
                         *           ]
                         *         },
                         *         "permissions": {
                         *           "masf": true
                         *         },
                         *         "created": "2025-01-01T00:00:00.000Z"
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "username": "demo-ssh",
                             *       "email": "demo-ssh@demo.moodwire.local",
                             *       "role": "ssh",
                             *       "expires": null,
                             *       "status": "active",
                             *       "data_perms": {
                             *         "rma": [
                             *           "equ"
                             *         ]
                             *       },
                             *       "permissions": {
                             *         "masf": true
                             *       },
                             *       "created": "2025-01-01T00:00:00.000Z"
                             *     }
                             */
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
         * Change an LSEG (ssh role) user
         * @description Only the expiry, the status (active or disabled) and the data permissions; the role and the permission flags are an admin change. Every change is written to the audit log.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example demo-ssh */
                    username: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "expires": "2031-06-30"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description YYYY-MM-DD: valid through the end of that day (UTC); null never expires.
                         * @example 2030-12-31
                         */
                        expires?: string | null;
                        status?: "active" | "disabled";
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
                         *         "username": "demo-ssh",
                         *         "email": "demo-ssh@demo.moodwire.local",
                         *         "role": "ssh",
                         *         "expires": null,
                         *         "status": "active",
                         *         "data_perms": {
                         *           "rma": [
                         *             "equ"
                         *           ]
                         *         },
                         *         "permissions": {
                         *           "masf": true
                         *         },
                         *         "created": "2025-01-01T00:00:00.000Z"
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "username": "demo-ssh",
                             *       "email": "demo-ssh@demo.moodwire.local",
                             *       "role": "ssh",
                             *       "expires": null,
                             *       "status": "active",
                             *       "data_perms": {
                             *         "rma": [
                             *           "equ"
                             *         ]
                             *       },
                             *       "permissions": {
                             *         "masf": true
                             *       },
                             *       "created": "2025-01-01T00:00:00.000Z"
                             *     }
                             */
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/others/lseg-users/{username}/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An LSEG user's audit log
         * @description Every change to the user (by admins and managers), newest first, paged.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Entries per page */
                    limit?: number;
                    /** @description Entries to skip */
                    offset?: number;
                };
                header?: never;
                path: {
                    /** @example demo-ssh */
                    username: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Audit entries */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "total": 1,
                         *         "offset": 0,
                         *         "entries": [
                         *           {
                         *             "id": "7d0c5f5e-2f7a-4bb0-9f43-3d3c0c8e6d11",
                         *             "at": "2026-11-26T10:00:00.000Z",
                         *             "actor": "demo-admin",
                         *             "action": "update",
                         *             "target": "demo-manual",
                         *             "before": {
                         *               "permissions": {}
                         *             },
                         *             "after": {
                         *               "permissions": {
                         *                 "pulse": true
                         *               }
                         *             }
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "total": 1,
                             *       "offset": 0,
                             *       "entries": [
                             *         {
                             *           "id": "7d0c5f5e-2f7a-4bb0-9f43-3d3c0c8e6d11",
                             *           "at": "2026-11-26T10:00:00.000Z",
                             *           "actor": "demo-admin",
                             *           "action": "update",
                             *           "target": "demo-manual",
                             *           "before": {
                             *             "permissions": {}
                             *           },
                             *           "after": {
                             *             "permissions": {
                             *               "pulse": true
                             *             }
                             *           }
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                /** @description Entries matching the filter */
                                total: number;
                                offset: number;
                                entries: {
                                    id: string;
                                    /** Format: date-time */
                                    at: string;
                                    /** @description Username of who made the change */
                                    actor: string;
                                    action: "create" | "update" | "status" | "reset-password" | "rotate-key";
                                    /** @description Username of the changed account */
                                    target: string;
                                    /** @description The changed fields' values; a changed password or key shows as 'changed', never its value. */
                                    before: {
                                        [key: string]: unknown;
                                    };
                                    /** @description The changed fields' values; a changed password or key shows as 'changed', never its value. */
                                    after: {
                                        [key: string]: unknown;
                                    };
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
        /**
         * List users
         * @description At most 10000 users, by username.
         */
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Conflict: a unique value is already taken */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Conflict: a unique value is already taken */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/admin/users/{username}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disable or enable a user
         * @description A disabled account is refused on every call and its web sessions end; enabling makes it active again.
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
                     *       "status": "disabled"
                     *     }
                     */
                    "application/json": {
                        status: "active" | "disabled";
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/admin/users/{username}/rotate-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a user's API key
         * @description Issues a new data key; the old one is refused at once, on every API process.
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
            requestBody?: never;
            responses: {
                /** @description The user with the new key */
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit log of account changes
         * @description Newest first, paged; filter by the changed user. Secrets never appear, only that they changed.
         */
        get: {
            parameters: {
                query?: {
                    /** @example jane-doe */
                    target?: string;
                    /** @description Entries per page */
                    limit?: number;
                    /** @description Entries to skip */
                    offset?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Audit entries */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "total": 1,
                         *         "offset": 0,
                         *         "entries": [
                         *           {
                         *             "id": "7d0c5f5e-2f7a-4bb0-9f43-3d3c0c8e6d11",
                         *             "at": "2026-11-26T10:00:00.000Z",
                         *             "actor": "demo-admin",
                         *             "action": "update",
                         *             "target": "demo-manual",
                         *             "before": {
                         *               "permissions": {}
                         *             },
                         *             "after": {
                         *               "permissions": {
                         *                 "pulse": true
                         *               }
                         *             }
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "total": 1,
                             *       "offset": 0,
                             *       "entries": [
                             *         {
                             *           "id": "7d0c5f5e-2f7a-4bb0-9f43-3d3c0c8e6d11",
                             *           "at": "2026-11-26T10:00:00.000Z",
                             *           "actor": "demo-admin",
                             *           "action": "update",
                             *           "target": "demo-manual",
                             *           "before": {
                             *             "permissions": {}
                             *           },
                             *           "after": {
                             *             "permissions": {
                             *               "pulse": true
                             *             }
                             *           }
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                /** @description Entries matching the filter */
                                total: number;
                                offset: number;
                                entries: {
                                    id: string;
                                    /** Format: date-time */
                                    at: string;
                                    /** @description Username of who made the change */
                                    actor: string;
                                    action: "create" | "update" | "status" | "reset-password" | "rotate-key";
                                    /** @description Username of the changed account */
                                    target: string;
                                    /** @description The changed fields' values; a changed password or key shows as 'changed', never its value. */
                                    before: {
                                        [key: string]: unknown;
                                    };
                                    /** @description The changed fields' values; a changed password or key shows as 'changed', never its value. */
                                    after: {
                                        [key: string]: unknown;
                                    };
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/sftp/host-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The SFTP server's host key fingerprint (docs)
         * @description Where the SFTP server of the bulk files listens and the fingerprint of its host key, for customers to check on their first connection. Public: every client sees the key when it connects.
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
                /** @description The host key */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "host": null,
                         *         "port": 2222,
                         *         "algorithm": "ssh-ed25519",
                         *         "fingerprint": "SHA256:3thTQztGuRMsZUE3c5SHQ6eXgkcwjilaObkbsdKi2F8"
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "host": null,
                             *       "port": 2222,
                             *       "algorithm": "ssh-ed25519",
                             *       "fingerprint": "SHA256:3thTQztGuRMsZUE3c5SHQ6eXgkcwjilaObkbsdKi2F8"
                             *     }
                             */
                            data: {
                                /** @description Host to connect to (SFTP_PUBLIC_HOST); null: the web site's own host name */
                                host: string | null;
                                /** @description Port; null when the server runs no SFTP */
                                port: number | null;
                                algorithm: string;
                                /** @description SHA-256 fingerprint, as ssh and `ssh-keygen -lf` print it */
                                fingerprint: string;
                            };
                        };
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/account/sftp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * SFTP access of the account (Account Info)
         * @description How to connect to the SFTP server of the bulk files, the fingerprint of its host key, and the public keys the account logs in with. LSEG (ssh) accounts and admins only.
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
                /** @description The SFTP access */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "username": "demo-ssh",
                         *         "account_number": 1000001,
                         *         "host": null,
                         *         "port": 2222,
                         *         "host_key": {
                         *           "algorithm": "ssh-ed25519",
                         *           "fingerprint": "SHA256:3thTQztGuRMsZUE3c5SHQ6eXgkcwjilaObkbsdKi2F8"
                         *         },
                         *         "password_login": false,
                         *         "idle_timeout_seconds": 300,
                         *         "trial": false,
                         *         "directory": "/mrn-mi-w/PRO/MI4",
                         *         "max_keys": 10,
                         *         "keys": [
                         *           {
                         *             "id": "9b2f6a0e-4c1d-4d61-9a53-2f1f7b0c8e11",
                         *             "name": "laptop",
                         *             "algorithm": "ssh-ed25519",
                         *             "fingerprint": "SHA256:Z2l0aHViLmNvbS9tb29kd2lyZS9zZnRwLWtleS1leGFtcGxl",
                         *             "created": "2026-11-20T09:12:00.000Z",
                         *             "last_used": "2026-11-25T20:31:04.000Z"
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "username": "demo-ssh",
                             *       "account_number": 1000001,
                             *       "host": null,
                             *       "port": 2222,
                             *       "host_key": {
                             *         "algorithm": "ssh-ed25519",
                             *         "fingerprint": "SHA256:3thTQztGuRMsZUE3c5SHQ6eXgkcwjilaObkbsdKi2F8"
                             *       },
                             *       "password_login": false,
                             *       "idle_timeout_seconds": 300,
                             *       "trial": false,
                             *       "directory": "/mrn-mi-w/PRO/MI4",
                             *       "max_keys": 10,
                             *       "keys": [
                             *         {
                             *           "id": "9b2f6a0e-4c1d-4d61-9a53-2f1f7b0c8e11",
                             *           "name": "laptop",
                             *           "algorithm": "ssh-ed25519",
                             *           "fingerprint": "SHA256:Z2l0aHViLmNvbS9tb29kd2lyZS9zZnRwLWtleS1leGFtcGxl",
                             *           "created": "2026-11-20T09:12:00.000Z",
                             *           "last_used": "2026-11-25T20:31:04.000Z"
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                /** @description Login name */
                                username: string;
                                /** @description Numeric login name, as the reference names its SFTP users */
                                account_number: number;
                                /** @description Host to connect to (SFTP_PUBLIC_HOST); null: the web site's own host name */
                                host: string | null;
                                /** @description Port; null when the server runs no SFTP */
                                port: number | null;
                                /** @description The server's host key: check it before the first connection */
                                host_key: {
                                    algorithm: string;
                                    fingerprint: string;
                                };
                                /** @description Whether the account's password logs in too */
                                password_login: boolean;
                                /** @description A session idle this long is disconnected */
                                idle_timeout_seconds: number;
                                /** @description Trial accounts find their files under TRIAL/ */
                                trial: boolean;
                                /** @description Where the class directories are */
                                directory: string;
                                max_keys: number;
                                keys: {
                                    id: string;
                                    name: string;
                                    /** @description ssh-rsa or ssh-ed25519 */
                                    algorithm: string;
                                    /** @description SHA-256 fingerprint, as `ssh-keygen -lf key.pub` prints it */
                                    fingerprint: string;
                                    created: string;
                                    /** @description Last SFTP login with the key */
                                    last_used: string | null;
                                }[];
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/account/sftp/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an SFTP public key (Account Info)
         * @description One line of a .pub or authorized_keys file: ssh-rsa or ssh-ed25519 (RSA of at least 2048 bits). At most 10 keys per account. Web session only.
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
                     *       "public_key": "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIF9cCWzWtHyZ63sa5zmlk79s26+FWI9rWKJEQegpC5tu me@laptop",
                     *       "name": "laptop"
                     *     }
                     */
                    "application/json": {
                        /** @example ssh-ed25519 AAAAC3Nza... me@laptop */
                        public_key: string;
                        /** @example laptop */
                        name?: string;
                    };
                };
            };
            responses: {
                /** @description The key as stored */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "id": "9b2f6a0e-4c1d-4d61-9a53-2f1f7b0c8e11",
                         *         "name": "laptop",
                         *         "algorithm": "ssh-ed25519",
                         *         "fingerprint": "SHA256:Z2l0aHViLmNvbS9tb29kd2lyZS9zZnRwLWtleS1leGFtcGxl",
                         *         "created": "2026-11-20T09:12:00.000Z",
                         *         "last_used": "2026-11-25T20:31:04.000Z"
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "id": "9b2f6a0e-4c1d-4d61-9a53-2f1f7b0c8e11",
                             *       "name": "laptop",
                             *       "algorithm": "ssh-ed25519",
                             *       "fingerprint": "SHA256:Z2l0aHViLmNvbS9tb29kd2lyZS9zZnRwLWtleS1leGFtcGxl",
                             *       "created": "2026-11-20T09:12:00.000Z",
                             *       "last_used": "2026-11-25T20:31:04.000Z"
                             *     }
                             */
                            data: {
                                id: string;
                                name: string;
                                /** @description ssh-rsa or ssh-ed25519 */
                                algorithm: string;
                                /** @description SHA-256 fingerprint, as `ssh-keygen -lf key.pub` prints it */
                                fingerprint: string;
                                created: string;
                                /** @description Last SFTP login with the key */
                                last_used: string | null;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Conflict: a unique value is already taken */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/account/sftp/keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove an SFTP public key (Account Info)
         * @description The key no longer logs in; sessions already open stay open until they end. Web session only.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example 9b2f6a0e-4c1d-4d61-9a53-2f1f7b0c8e11 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "id": "9b2f6a0e-4c1d-4d61-9a53-2f1f7b0c8e11"
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "id": "9b2f6a0e-4c1d-4d61-9a53-2f1f7b0c8e11"
                             *     }
                             */
                            data: {
                                id: string;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lake-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The published lake: build, days, and whether the data is simulated */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The published lake */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "buildId": "20261123-142524-demo-05a12b",
                         *         "scale": "demo",
                         *         "from": "2023-11-24",
                         *         "to": "2026-11-22",
                         *         "hourlyFrom": "2026-08-25",
                         *         "isSimulated": true,
                         *         "documents": {
                         *           "generated": 559696,
                         *           "imported": 0
                         *         }
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "buildId": "20261123-142524-demo-05a12b",
                             *       "scale": "demo",
                             *       "from": "2023-11-24",
                             *       "to": "2026-11-22",
                             *       "hourlyFrom": "2026-08-25",
                             *       "isSimulated": true,
                             *       "documents": {
                             *         "generated": 559696,
                             *         "imported": 0
                             *       }
                             *     }
                             * @example {
                             *       "buildId": "20261126-023105-tiny-3f9c1e",
                             *       "scale": "tiny",
                             *       "from": "2026-09-26",
                             *       "to": "2026-11-24",
                             *       "hourlyFrom": "2026-11-11",
                             *       "isSimulated": true,
                             *       "documents": {
                             *         "generated": 7320,
                             *         "imported": 0
                             *       },
                             *       "building": {
                             *         "scale": "demo",
                             *         "phase": "scoring",
                             *         "percent": 17,
                             *         "startedAt": "2026-11-26T02:31:09.412Z"
                             *       }
                             *     }
                             */
                            data: {
                                /** @description Build id of the published lake (the ETag of lake answers) */
                                buildId: string;
                                /** @description Scale preset of the build: tiny, demo or full */
                                scale: string;
                                /** @description First day of the daily data, YYYY-MM-DD */
                                from: string;
                                /** @description Last day of the daily data, YYYY-MM-DD */
                                to: string;
                                /** @description First day of the hourly data, YYYY-MM-DD */
                                hourlyFrom: string;
                                /** @description True when the corpus includes generated (simulated) documents */
                                isSimulated: boolean;
                                documents: {
                                    /** @description Documents generated by the simulation */
                                    generated: number;
                                    /** @description Documents imported from the operator’s own feed */
                                    imported: number;
                                };
                                /** @description Present while a new build runs; the published lake above is served until it is published */
                                building?: {
                                    /** @description Scale preset of the build that runs */
                                    scale: string;
                                    /** @description Stage of the build */
                                    phase: "universe" | "scoring" | "writing" | "derived" | "publishing";
                                    /** @description Whole percent of the build done */
                                    percent: number;
                                    /** @description When the build started, ISO 8601 UTC */
                                    startedAt: string;
                                };
                            };
                        };
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
                         *           "Featured": "4372179024",
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
                             *         "Featured": "4372179024",
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
                         *         "Featured": "4372179024",
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
                             *       "Featured": "4372179024",
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
                     * @example 4372179024
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
                         *           "Name": "Apple",
                         *           "Asset": "4372179024",
                         *           "Class": "equ",
                         *           "Ticker": "AAPL"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example [
                             *       {
                             *         "Name": "Apple",
                             *         "Asset": "4372179024",
                             *         "Class": "equ",
                             *         "Ticker": "AAPL"
                             *       }
                             *     ]
                             */
                            data: {
                                Name: string;
                                Asset: string;
                                /** @description Asset class code */
                                Class: string;
                                /** @description Exchange ticker (companies) */
                                Ticker: string | null;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
                     * @example 4372179024
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
                         *         "asset": "4372179024",
                         *         "name": "Apple",
                         *         "symbol": "AAPL.OQ",
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
                             *       "asset": "4372179024",
                             *       "name": "Apple",
                             *       "symbol": "AAPL.OQ",
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
                                /** @description Display symbol (spec §9) */
                                symbol: string;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
                     * @example 4372179024
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
                         *         "asset": "4372179024",
                         *         "name": "Apple",
                         *         "symbol": "AAPL.OQ",
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
                             *       "asset": "4372179024",
                             *       "name": "Apple",
                             *       "symbol": "AAPL.OQ",
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
                                /** @description Display symbol (spec §9) */
                                symbol: string;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
        /**
         * A group's top assets by the change (or level) of one indicator
         * @description Each value is the asset’s own on the day (`date`), the change from its own value on the earlier day (`previousDate`): a day without data is NA (null), never an earlier day carried forward, and a change needs a value on both days (rows without one sort last). The movers orders rank only assets with enough buzz on the day (minbuzz, default per class).
         */
        get: {
            parameters: {
                query: {
                    /**
                     * @description Preset group id
                     * @example equ_top100
                     */
                    group: string;
                    /**
                     * @description Indicator code of the group's class (default its sentiment indicator of spec §9: sentiment; ESG for ESG Core groups, read from the esgcor ranks 1-100; community for ESG Advanced groups, from esgadv)
                     * @example sentiment
                     */
                    cvar?: string;
                    /** @description Source (default News; News_Social for ESG groups). ESG Core groups have News_Social ranks only: any source answers News_Social, named in the answer */
                    src?: string;
                    /** @description Days of the change */
                    period?: number;
                    /** @description Same as period */
                    delta?: number;
                    /** @description Rows returned; up to 10000, every member of the largest top buzz set (5000), so that the screener, assets list and world map read a whole group in one call */
                    num?: number;
                    sortby?: "abs" | "up" | "down" | "level" | "buzz";
                    /** @description Day the change is measured from (sets the period) */
                    start?: string;
                    /** @description Day of the snapshot (default the last day of the lake) */
                    end?: string;
                    /** @description Least buzz on the day of a listed asset. Default for the movers orders (sortby abs, up, down): the class’s (equ 20, equamer 20, equemea 20, equapac 20, etf 20, cou 20, crypto 15, agr 15, enm 15, cur 12, coumkt 10, equcor 2, coucor 2, equesg 1, couesg 0), so that one document never tops the list; for level and buzz: 0 (every member). The answer’s minBuzz says which applied */
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
                         *         "minBuzz": 20,
                         *         "rows": [
                         *           {
                         *             "asset": "4372179024",
                         *             "name": "Apple",
                         *             "sector": "Technology",
                         *             "exchangeCountry": "US",
                         *             "buzz": 40,
                         *             "value": 0.2,
                         *             "previous": 0.1,
                         *             "delta": 0.1,
                         *             "date": "2026-11-21T20:30:00.000Z",
                         *             "previousDate": "2026-11-20T20:30:00.000Z"
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
                             *       "minBuzz": 20,
                             *       "rows": [
                             *         {
                             *           "asset": "4372179024",
                             *           "name": "Apple",
                             *           "sector": "Technology",
                             *           "exchangeCountry": "US",
                             *           "buzz": 40,
                             *           "value": 0.2,
                             *           "previous": 0.1,
                             *           "delta": 0.1,
                             *           "date": "2026-11-21T20:30:00.000Z",
                             *           "previousDate": "2026-11-20T20:30:00.000Z"
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
                                /** @description Least buzz on the day of a row: minbuzz, else the class’s default for the movers orders, else 0 */
                                minBuzz: number;
                                rows: {
                                    asset: string;
                                    name: string;
                                    sector: string | null;
                                    exchangeCountry: string | null;
                                    /** @description Buzz on the day (0 when the asset has no data that day) */
                                    buzz: number;
                                    /** @description The indicator on the day; null (NA) when the asset has no data that day */
                                    value: number | null;
                                    /** @description The indicator on the day the change is measured from; null (NA) likewise */
                                    previous: number | null;
                                    /** @description value - previous; null unless both have a value */
                                    delta: number | null;
                                    /** @description Window the value is from (the answer’s date); null when the value is NA */
                                    date: string | null;
                                    /** @description Window the previous value is from (the answer’s previousDate); null when it is NA */
                                    previousDate: string | null;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
        /**
         * A group's heatmap: tiles sized by one indicator and coloured by another
         * @description Tiles of the members with a value of varsize on the day (their own: a member without data that day has no tile, never an earlier day’s value); the colour is NA (null) without a value, and with start the change needs a value on both days.
         */
        get: {
            parameters: {
                query: {
                    /**
                     * @description Preset group id
                     * @example equ_top100
                     */
                    group: string;
                    /** @description Tile size indicator (default buzz; an ESG group's buzz is its ESG dataset's buzz) */
                    varsize?: string;
                    /** @description Tile colour indicator of the group's class (default its sentiment indicator of spec §9: sentiment; ESG for ESG Core groups; community for ESG Advanced groups) */
                    varcolor?: string;
                    /** @description Least buzz of a tile (an ESG group's: its ESG buzz) */
                    buzz?: number;
                    /** @description When given, the colour is the change since this day: null (NA) unless the asset has a value on both days */
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
                         *             "asset": "4372179024",
                         *             "name": "Apple",
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
                             *           "asset": "4372179024",
                             *           "name": "Apple",
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/assetlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The assets of a class or group with display symbol, sector and domicile, searchable and paged
         * @description Pass `cls` (every asset of an asset class, ESG and regional classes included) or `group`; without either, every asset of the published universe (each row with its own class). `search` matches a part of the name, or the code, ticker or start of the RIC. Sorted in the group’s own order (by buzz for top-N groups) unless `sortby` says name or symbol.
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description Asset class; needed when a code is in several classes (a country and its market: 'US')
                     * @example equ
                     */
                    cls?: "agr" | "equ" | "equcor" | "equesg" | "etf" | "cou" | "coucor" | "couesg" | "coumkt" | "cur" | "crypto" | "enm" | "equamer" | "equemea" | "equapac";
                    /**
                     * @description Preset group id
                     * @example equ_top100
                     */
                    group?: string;
                    /** @example apple */
                    search?: string;
                    sortby?: "group" | "name" | "symbol";
                    limit?: number;
                    offset?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Assets */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "class": "equ",
                         *         "group": "equ_top100",
                         *         "total": 100,
                         *         "offset": 0,
                         *         "assets": [
                         *           {
                         *             "asset": "4372179024",
                         *             "name": "Apple",
                         *             "symbol": "AAPL.O",
                         *             "class": "equ",
                         *             "sector": "Technology",
                         *             "domicile": "US",
                         *             "exchangeCountry": "US"
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "class": "equ",
                             *       "group": "equ_top100",
                             *       "total": 100,
                             *       "offset": 0,
                             *       "assets": [
                             *         {
                             *           "asset": "4372179024",
                             *           "name": "Apple",
                             *           "symbol": "AAPL.O",
                             *           "class": "equ",
                             *           "sector": "Technology",
                             *           "domicile": "US",
                             *           "exchangeCountry": "US"
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                /** @description The class listed (the group’s class when a group is given; null for every asset) */
                                class: string | null;
                                group: string | null;
                                /** @description Assets matching the search, before paging */
                                total: number;
                                offset: number;
                                assets: {
                                    /** @description Asset code */
                                    asset: string;
                                    name: string;
                                    /** @description Display symbol (spec §9): RIC, coin code, or currency against USD */
                                    symbol: string;
                                    /** @description Asset class code */
                                    class: string;
                                    sector: string | null;
                                    domicile: string | null;
                                    exchangeCountry: string | null;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/grouplist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The groups with their class and dataset (watchlist groups for admins only)
         * @description The system groups of the published lake as the build lists them, after an admin’s v4 watchlists (user-type groups); `product` and `cls` narrow the list.
         */
        get: {
            parameters: {
                query?: {
                    /** @description rma or esg */
                    product?: "rma" | "esg";
                    /**
                     * @description Asset class; needed when a code is in several classes (a country and its market: 'US')
                     * @example equ
                     */
                    cls?: "agr" | "equ" | "equcor" | "equesg" | "etf" | "cou" | "coucor" | "couesg" | "coumkt" | "cur" | "crypto" | "enm" | "equamer" | "equemea" | "equapac";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Groups */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": [
                         *         {
                         *           "group": "equ_top100",
                         *           "name": "Top 100 by Buzz",
                         *           "class": "equ",
                         *           "className": "Companies",
                         *           "dataset": "rma",
                         *           "product": "rma",
                         *           "count": 100,
                         *           "featured": "4372179024",
                         *           "type": "system",
                         *           "isPublic": true
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example [
                             *       {
                             *         "group": "equ_top100",
                             *         "name": "Top 100 by Buzz",
                             *         "class": "equ",
                             *         "className": "Companies",
                             *         "dataset": "rma",
                             *         "product": "rma",
                             *         "count": 100,
                             *         "featured": "4372179024",
                             *         "type": "system",
                             *         "isPublic": true
                             *       }
                             *     ]
                             */
                            data: {
                                group: string;
                                name: string;
                                class: string;
                                className: string;
                                dataset: string;
                                product: string;
                                count: number;
                                featured: string | null;
                                type: "system" | "user";
                                /** @description Open to visitors who are not signed in (Top 100 groups) */
                                isPublic: boolean;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/asset-price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An asset's daily (or hourly) price series with Return (the price change)
         * @description Every traded class has prices: companies, company groups, country markets (the stock index), currencies, cryptocurrencies and commodities; a country (cou) has none. The whole history unless `start` or `period` narrows it.
         */
        get: {
            parameters: {
                query: {
                    /**
                     * @description Asset code (PermID, ISO code, coin or commodity code)
                     * @example 4372179024
                     */
                    asset: string;
                    /**
                     * @description Asset class; needed when a code is in several classes (a country and its market: 'US')
                     * @example equ
                     */
                    cls?: "agr" | "equ" | "equcor" | "equesg" | "etf" | "cou" | "coucor" | "couesg" | "coumkt" | "cur" | "crypto" | "enm" | "equamer" | "equemea" | "equapac";
                    /**
                     * @description Preset group id
                     * @example equ_top100
                     */
                    group?: string;
                    /**
                     * @description First day (inclusive), YYYY-MM-DD
                     * @example 2026-01-01
                     */
                    start?: string;
                    /**
                     * @description Last day (inclusive), YYYY-MM-DD; default the last day of the lake
                     * @example 2026-06-30
                     */
                    end?: string;
                    /** @description Days back from end when no start */
                    period?: number;
                    /** @description Hourly prices (the lake keeps them for its most recent days only) */
                    hourly?: boolean;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The price series */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "asset": "4372179024",
                         *         "name": "Apple",
                         *         "symbol": "AAPL.O",
                         *         "class": "equ",
                         *         "sector": "Technology",
                         *         "domicile": "US",
                         *         "exchangeCountry": "US",
                         *         "frequency": "daily",
                         *         "points": [
                         *           {
                         *             "date": "2026-11-20T20:30:00.000Z",
                         *             "price": 231.4,
                         *             "Return": 0.0123
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "asset": "4372179024",
                             *       "name": "Apple",
                             *       "symbol": "AAPL.O",
                             *       "class": "equ",
                             *       "sector": "Technology",
                             *       "domicile": "US",
                             *       "exchangeCountry": "US",
                             *       "frequency": "daily",
                             *       "points": [
                             *         {
                             *           "date": "2026-11-20T20:30:00.000Z",
                             *           "price": 231.4,
                             *           "Return": 0.0123
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                /** @description Asset code */
                                asset: string;
                                name: string;
                                /** @description Display symbol (spec §9): RIC, coin code, or currency against USD */
                                symbol: string;
                                /** @description Asset class code */
                                class: string;
                                sector: string | null;
                                domicile: string | null;
                                exchangeCountry: string | null;
                                frequency: "daily" | "hourly";
                                points: {
                                    /** @description Window end (daily closes at 20:30 UTC) */
                                    date: string;
                                    price: number | null;
                                    /** @description Price change: price / previous price - 1 (empty on the first point of the lake) */
                                    Return: number | null;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/asset-bondprice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A country market's 10-year sovereign bond: daily price, yield and Return */
        get: {
            parameters: {
                query: {
                    /**
                     * @description Country market code (ISO alpha-2)
                     * @example US
                     */
                    asset: string;
                    /**
                     * @description First day (inclusive), YYYY-MM-DD
                     * @example 2026-01-01
                     */
                    start?: string;
                    /**
                     * @description Last day (inclusive), YYYY-MM-DD; default the last day of the lake
                     * @example 2026-06-30
                     */
                    end?: string;
                    /** @description Days back from end when no start */
                    period?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The bond price series */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "asset": "US",
                         *         "name": "United States Markets",
                         *         "symbol": ".SPX",
                         *         "class": "coumkt",
                         *         "sector": null,
                         *         "domicile": "US",
                         *         "exchangeCountry": null,
                         *         "bond": "US 10-Year Treasury",
                         *         "points": [
                         *           {
                         *             "date": "2026-11-20T20:30:00.000Z",
                         *             "bondPrice": 98.7,
                         *             "bondYield": 4.31,
                         *             "Return": -0.0012
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "asset": "US",
                             *       "name": "United States Markets",
                             *       "symbol": ".SPX",
                             *       "class": "coumkt",
                             *       "sector": null,
                             *       "domicile": "US",
                             *       "exchangeCountry": null,
                             *       "bond": "US 10-Year Treasury",
                             *       "points": [
                             *         {
                             *           "date": "2026-11-20T20:30:00.000Z",
                             *           "bondPrice": 98.7,
                             *           "bondYield": 4.31,
                             *           "Return": -0.0012
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                /** @description Asset code */
                                asset: string;
                                name: string;
                                /** @description Display symbol (spec §9): RIC, coin code, or currency against USD */
                                symbol: string;
                                /** @description Asset class code */
                                class: string;
                                sector: string | null;
                                domicile: string | null;
                                exchangeCountry: string | null;
                                /** @description The 10-year sovereign bond */
                                bond: string | null;
                                points: {
                                    date: string;
                                    /** @description Price per 100 face value */
                                    bondPrice: number | null;
                                    /** @description Yield, percent */
                                    bondYield: number | null;
                                    /** @description Bond price change: price / previous - 1 */
                                    Return: number | null;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/asset-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The header of the asset page: reference fields, last price, latest buzz and default sentiment
         * @description Buzz and the default sentiment indicator of the class (spec §9) on the last day of the lake (or `end`), their change over `period` days, and their rank in the class (cls, the group’s class, or the asset’s own). A value is the asset’s own daily window of that day, labelled with it (`date`, `previousDate`): a day without data is NA (null), never an earlier day carried forward, and a change needs a value on both days. An ESG class reads its own dataset: ESG Core ranks (ESG, News_Social only) or ESG Advanced scores (community), with the ESG buzz.
         */
        get: {
            parameters: {
                query: {
                    /**
                     * @description Asset code (PermID, ISO code, coin or commodity code)
                     * @example 4372179024
                     */
                    asset: string;
                    /**
                     * @description Asset class; needed when a code is in several classes (a country and its market: 'US')
                     * @example equ
                     */
                    cls?: "agr" | "equ" | "equcor" | "equesg" | "etf" | "cou" | "coucor" | "couesg" | "coumkt" | "cur" | "crypto" | "enm" | "equamer" | "equemea" | "equapac";
                    /**
                     * @description Preset group id
                     * @example equ_top100
                     */
                    group?: string;
                    /**
                     * @description Source: News_Social, News, Social, News_Headline or their codes all, nws, soc, nhl (default News_Social)
                     * @example News_Social
                     */
                    src?: string;
                    /** @description Days of the change */
                    period?: number;
                    /**
                     * @description Last day (inclusive), YYYY-MM-DD; default the last day of the lake
                     * @example 2026-06-30
                     */
                    end?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The asset summary */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "asset": "4372179024",
                         *         "name": "Apple",
                         *         "symbol": "AAPL.O",
                         *         "class": "equ",
                         *         "sector": "Technology",
                         *         "domicile": "US",
                         *         "exchangeCountry": "US",
                         *         "className": "Companies",
                         *         "source": "News_Social",
                         *         "date": "2026-11-22T20:30:00.000Z",
                         *         "previousDate": "2026-11-21T20:30:00.000Z",
                         *         "price": {
                         *           "date": "2026-11-22T20:30:00.000Z",
                         *           "price": 231.4,
                         *           "Return": 0.0123
                         *         },
                         *         "buzz": {
                         *           "indicator": "buzz",
                         *           "value": 412.5,
                         *           "previous": 380,
                         *           "change": 32.5,
                         *           "date": "2026-11-22T20:30:00.000Z",
                         *           "previousDate": "2026-11-21T20:30:00.000Z",
                         *           "rank": 3,
                         *           "rankOf": 1950
                         *         },
                         *         "sentiment": {
                         *           "indicator": "sentiment",
                         *           "value": 0.12,
                         *           "previous": 0.08,
                         *           "change": 0.04,
                         *           "date": "2026-11-22T20:30:00.000Z",
                         *           "previousDate": "2026-11-21T20:30:00.000Z",
                         *           "rank": 402,
                         *           "rankOf": 1950
                         *         }
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "asset": "4372179024",
                             *       "name": "Apple",
                             *       "symbol": "AAPL.O",
                             *       "class": "equ",
                             *       "sector": "Technology",
                             *       "domicile": "US",
                             *       "exchangeCountry": "US",
                             *       "className": "Companies",
                             *       "source": "News_Social",
                             *       "date": "2026-11-22T20:30:00.000Z",
                             *       "previousDate": "2026-11-21T20:30:00.000Z",
                             *       "price": {
                             *         "date": "2026-11-22T20:30:00.000Z",
                             *         "price": 231.4,
                             *         "Return": 0.0123
                             *       },
                             *       "buzz": {
                             *         "indicator": "buzz",
                             *         "value": 412.5,
                             *         "previous": 380,
                             *         "change": 32.5,
                             *         "date": "2026-11-22T20:30:00.000Z",
                             *         "previousDate": "2026-11-21T20:30:00.000Z",
                             *         "rank": 3,
                             *         "rankOf": 1950
                             *       },
                             *       "sentiment": {
                             *         "indicator": "sentiment",
                             *         "value": 0.12,
                             *         "previous": 0.08,
                             *         "change": 0.04,
                             *         "date": "2026-11-22T20:30:00.000Z",
                             *         "previousDate": "2026-11-21T20:30:00.000Z",
                             *         "rank": 402,
                             *         "rankOf": 1950
                             *       }
                             *     }
                             */
                            data: {
                                /** @description Asset code */
                                asset: string;
                                name: string;
                                /** @description Display symbol (spec §9): RIC, coin code, or currency against USD */
                                symbol: string;
                                /** @description Asset class code */
                                class: string;
                                sector: string | null;
                                domicile: string | null;
                                exchangeCountry: string | null;
                                className: string;
                                source: string;
                                /** @description Window of the summary (the last day of the lake unless end says) */
                                date: string;
                                /** @description Window the changes are measured from */
                                previousDate: string;
                                price: {
                                    date: string;
                                    price: number | null;
                                    Return: number | null;
                                } | null;
                                buzz: {
                                    indicator: string;
                                    /** @description The value on the day; null (NA) when the asset has no data that day */
                                    value: number | null;
                                    /** @description The value `period` days earlier; null (NA) when the asset has no data that day */
                                    previous: number | null;
                                    /** @description value - previous; null unless both have a value */
                                    change: number | null;
                                    /** @description Window the value is from (the day of the summary); null when the value is NA */
                                    date: string | null;
                                    /** @description Window the previous value is from; null when it is NA */
                                    previousDate: string | null;
                                    /** @description Rank in the class by value, 1 = highest (ties by asset code); null without a value */
                                    rank: number | null;
                                    /** @description Assets of the class with a value */
                                    rankOf: number;
                                };
                                sentiment: {
                                    indicator: string;
                                    /** @description The value on the day; null (NA) when the asset has no data that day */
                                    value: number | null;
                                    /** @description The value `period` days earlier; null (NA) when the asset has no data that day */
                                    previous: number | null;
                                    /** @description value - previous; null unless both have a value */
                                    change: number | null;
                                    /** @description Window the value is from (the day of the summary); null when the value is NA */
                                    date: string | null;
                                    /** @description Window the previous value is from; null when it is NA */
                                    previousDate: string | null;
                                    /** @description Rank in the class by value, 1 = highest (ties by asset code); null without a value */
                                    rank: number | null;
                                    /** @description Assets of the class with a value */
                                    rankOf: number;
                                };
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/assetpage-buzz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An asset's daily buzz by source (the asset page's buzz bars)
         * @description One point per daily window with the buzz of each source: News_Social is News plus Social; News_Headline counts the headlines of News. The last 365 days unless start or period says. An ESG class gives its ESG buzz (ESG Core: News_Social only, the other sources null).
         */
        get: {
            parameters: {
                query: {
                    /**
                     * @description Asset code (PermID, ISO code, coin or commodity code)
                     * @example 4372179024
                     */
                    asset: string;
                    /**
                     * @description Asset class; needed when a code is in several classes (a country and its market: 'US')
                     * @example equ
                     */
                    cls?: "agr" | "equ" | "equcor" | "equesg" | "etf" | "cou" | "coucor" | "couesg" | "coumkt" | "cur" | "crypto" | "enm" | "equamer" | "equemea" | "equapac";
                    /**
                     * @description Preset group id
                     * @example equ_top100
                     */
                    group?: string;
                    /**
                     * @description First day (inclusive), YYYY-MM-DD
                     * @example 2026-01-01
                     */
                    start?: string;
                    /**
                     * @description Last day (inclusive), YYYY-MM-DD; default the last day of the lake
                     * @example 2026-06-30
                     */
                    end?: string;
                    /** @description Days back from end when no start */
                    period?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Buzz by source */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "asset": "4372179024",
                         *         "name": "Apple",
                         *         "symbol": "AAPL.O",
                         *         "class": "equ",
                         *         "sector": "Technology",
                         *         "domicile": "US",
                         *         "exchangeCountry": "US",
                         *         "indicator": "buzz",
                         *         "points": [
                         *           {
                         *             "date": "2026-11-20T20:30:00.000Z",
                         *             "News_Social": 41.5,
                         *             "News": 30,
                         *             "Social": 11.5,
                         *             "News_Headline": 9
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "asset": "4372179024",
                             *       "name": "Apple",
                             *       "symbol": "AAPL.O",
                             *       "class": "equ",
                             *       "sector": "Technology",
                             *       "domicile": "US",
                             *       "exchangeCountry": "US",
                             *       "indicator": "buzz",
                             *       "points": [
                             *         {
                             *           "date": "2026-11-20T20:30:00.000Z",
                             *           "News_Social": 41.5,
                             *           "News": 30,
                             *           "Social": 11.5,
                             *           "News_Headline": 9
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                /** @description Asset code */
                                asset: string;
                                name: string;
                                /** @description Display symbol (spec §9): RIC, coin code, or currency against USD */
                                symbol: string;
                                /** @description Asset class code */
                                class: string;
                                sector: string | null;
                                domicile: string | null;
                                exchangeCountry: string | null;
                                indicator: string;
                                points: {
                                    date: string;
                                    News_Social: number | null;
                                    News: number | null;
                                    Social: number | null;
                                    News_Headline: number | null;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/assetpage-sentiments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An asset's default sentiment indicator by source (the asset page's sentiment lines)
         * @description The class’s default sentiment indicator (spec §9; cvar picks another), one line per source, optionally smoothed buzz-weighted over `window` days. The last 365 days unless start or period says. An ESG class reads its own dataset: ESG Core ranks (ESG, News_Social only, the other sources null) or ESG Advanced scores (community).
         */
        get: {
            parameters: {
                query: {
                    /**
                     * @description Asset code (PermID, ISO code, coin or commodity code)
                     * @example 4372179024
                     */
                    asset: string;
                    /**
                     * @description Asset class; needed when a code is in several classes (a country and its market: 'US')
                     * @example equ
                     */
                    cls?: "agr" | "equ" | "equcor" | "equesg" | "etf" | "cou" | "coucor" | "couesg" | "coumkt" | "cur" | "crypto" | "enm" | "equamer" | "equemea" | "equapac";
                    /**
                     * @description Preset group id
                     * @example equ_top100
                     */
                    group?: string;
                    /**
                     * @description Indicator code (default: the default sentiment of the class)
                     * @example sentiment
                     */
                    cvar?: string;
                    /**
                     * @description First day (inclusive), YYYY-MM-DD
                     * @example 2026-01-01
                     */
                    start?: string;
                    /**
                     * @description Last day (inclusive), YYYY-MM-DD; default the last day of the lake
                     * @example 2026-06-30
                     */
                    end?: string;
                    /** @description Days back from end when no start */
                    period?: number;
                    /** @description Buzz-weighted smoothing over this many windows */
                    window?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Sentiment by source */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "asset": "4372179024",
                         *         "name": "Apple",
                         *         "symbol": "AAPL.O",
                         *         "class": "equ",
                         *         "sector": "Technology",
                         *         "domicile": "US",
                         *         "exchangeCountry": "US",
                         *         "indicator": "sentiment",
                         *         "window": 1,
                         *         "points": [
                         *           {
                         *             "date": "2026-11-20T20:30:00.000Z",
                         *             "News_Social": 0.12,
                         *             "News": 0.1,
                         *             "Social": 0.18,
                         *             "News_Headline": null
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "asset": "4372179024",
                             *       "name": "Apple",
                             *       "symbol": "AAPL.O",
                             *       "class": "equ",
                             *       "sector": "Technology",
                             *       "domicile": "US",
                             *       "exchangeCountry": "US",
                             *       "indicator": "sentiment",
                             *       "window": 1,
                             *       "points": [
                             *         {
                             *           "date": "2026-11-20T20:30:00.000Z",
                             *           "News_Social": 0.12,
                             *           "News": 0.1,
                             *           "Social": 0.18,
                             *           "News_Headline": null
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                /** @description Asset code */
                                asset: string;
                                name: string;
                                /** @description Display symbol (spec §9): RIC, coin code, or currency against USD */
                                symbol: string;
                                /** @description Asset class code */
                                class: string;
                                sector: string | null;
                                domicile: string | null;
                                exchangeCountry: string | null;
                                indicator: string;
                                window: number;
                                points: {
                                    date: string;
                                    News_Social: number | null;
                                    News: number | null;
                                    Social: number | null;
                                    News_Headline: number | null;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/assetpage-activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An asset's recent pulse events and daily activity (buzz, mentions, events per day)
         * @description The last 90 days unless start or period says; company groups have no pulse events. An ESG class gives its ESG buzz and mentions (ESG Advanced companies; none for ESG Core) with the pulse events of the company or country.
         */
        get: {
            parameters: {
                query: {
                    /**
                     * @description Asset code (PermID, ISO code, coin or commodity code)
                     * @example 4372179024
                     */
                    asset: string;
                    /**
                     * @description Asset class; needed when a code is in several classes (a country and its market: 'US')
                     * @example equ
                     */
                    cls?: "agr" | "equ" | "equcor" | "equesg" | "etf" | "cou" | "coucor" | "couesg" | "coumkt" | "cur" | "crypto" | "enm" | "equamer" | "equemea" | "equapac";
                    /**
                     * @description Preset group id
                     * @example equ_top100
                     */
                    group?: string;
                    /**
                     * @description First day (inclusive), YYYY-MM-DD
                     * @example 2026-01-01
                     */
                    start?: string;
                    /**
                     * @description Last day (inclusive), YYYY-MM-DD; default the last day of the lake
                     * @example 2026-06-30
                     */
                    end?: string;
                    /** @description Days back from end when no start */
                    period?: number;
                    /** @description Events listed */
                    num?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Events and daily activity */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "asset": "4372179024",
                         *         "name": "Apple",
                         *         "symbol": "AAPL.O",
                         *         "class": "equ",
                         *         "sector": "Technology",
                         *         "domicile": "US",
                         *         "exchangeCountry": "US",
                         *         "start": "2026-08-25",
                         *         "end": "2026-11-22",
                         *         "events": [
                         *           {
                         *             "id": "pulse:2026-09-13:equ:4372179024",
                         *             "date": "2026-09-13T20:30:00.000Z",
                         *             "headline": "Apple announces layoffs amid restructuring",
                         *             "topic": "Layoffs",
                         *             "sentiment": "Negative",
                         *             "pulseLevel": 2,
                         *             "summary": "Apple said it would lay off workers as part of a restructuring.",
                         *             "buzz": 51.2,
                         *             "buzzZ": 9.8,
                         *             "url": "https://news.example.com/2026-09-13/gen-2026-09-13-5j"
                         *           }
                         *         ],
                         *         "days": [
                         *           {
                         *             "date": "2026-09-13T20:30:00.000Z",
                         *             "buzz": 51.2,
                         *             "mentions": 44,
                         *             "events": 1
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "asset": "4372179024",
                             *       "name": "Apple",
                             *       "symbol": "AAPL.O",
                             *       "class": "equ",
                             *       "sector": "Technology",
                             *       "domicile": "US",
                             *       "exchangeCountry": "US",
                             *       "start": "2026-08-25",
                             *       "end": "2026-11-22",
                             *       "events": [
                             *         {
                             *           "id": "pulse:2026-09-13:equ:4372179024",
                             *           "date": "2026-09-13T20:30:00.000Z",
                             *           "headline": "Apple announces layoffs amid restructuring",
                             *           "topic": "Layoffs",
                             *           "sentiment": "Negative",
                             *           "pulseLevel": 2,
                             *           "summary": "Apple said it would lay off workers as part of a restructuring.",
                             *           "buzz": 51.2,
                             *           "buzzZ": 9.8,
                             *           "url": "https://news.example.com/2026-09-13/gen-2026-09-13-5j"
                             *         }
                             *       ],
                             *       "days": [
                             *         {
                             *           "date": "2026-09-13T20:30:00.000Z",
                             *           "buzz": 51.2,
                             *           "mentions": 44,
                             *           "events": 1
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                /** @description Asset code */
                                asset: string;
                                name: string;
                                /** @description Display symbol (spec §9): RIC, coin code, or currency against USD */
                                symbol: string;
                                /** @description Asset class code */
                                class: string;
                                sector: string | null;
                                domicile: string | null;
                                exchangeCountry: string | null;
                                start: string;
                                end: string;
                                /** @description Pulse events of the span, newest first (at most num) */
                                events: {
                                    id: string;
                                    date: string;
                                    headline: string;
                                    topic: string;
                                    /** @description Positive, Negative or Neutral */
                                    sentiment: string;
                                    /** @description 1..3, the size of the surprise */
                                    pulseLevel: number;
                                    summary: string;
                                    buzz: number;
                                    /** @description How unusual the day’s buzz was (z-score) */
                                    buzzZ: number;
                                    url: string | null;
                                }[];
                                /** @description Daily activity over the span, oldest first; quiet days are left out */
                                days: {
                                    date: string;
                                    /** @description News_Social buzz of the day (0 when not talked about) */
                                    buzz: number;
                                    /** @description Plain mention count (traded classes) */
                                    mentions: number | null;
                                    /** @description Pulse events that day */
                                    events: number;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/assetpage-ranks2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every indicator of the asset’s class: level, change over a period and rank in a group
         * @description The indicators of the class in catalogue order (spec §3), each with the asset’s level on the day (its own daily window of that day: a day without data is NA, never an earlier day carried forward), the change over `period` days (null unless both days have a value), and its rank by level among the group’s members (default: all assets of the class). An ESG class lists its own catalogue from its dataset: the ESG Core ranks (News_Social only) or the ESG Advanced scores.
         */
        get: {
            parameters: {
                query: {
                    /**
                     * @description Asset code (PermID, ISO code, coin or commodity code)
                     * @example 4372179024
                     */
                    asset: string;
                    /**
                     * @description Asset class; needed when a code is in several classes (a country and its market: 'US')
                     * @example equ
                     */
                    cls?: "agr" | "equ" | "equcor" | "equesg" | "etf" | "cou" | "coucor" | "couesg" | "coumkt" | "cur" | "crypto" | "enm" | "equamer" | "equemea" | "equapac";
                    /**
                     * @description Preset group id
                     * @example equ_top100
                     */
                    group?: string;
                    /**
                     * @description Source: News_Social, News, Social, News_Headline or their codes all, nws, soc, nhl (default News_Social)
                     * @example News_Social
                     */
                    src?: string;
                    /** @description Days of the change */
                    period?: number;
                    /**
                     * @description Last day (inclusive), YYYY-MM-DD; default the last day of the lake
                     * @example 2026-06-30
                     */
                    end?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Indicator ranks */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "asset": "4372179024",
                         *         "name": "Apple",
                         *         "symbol": "AAPL.O",
                         *         "class": "equ",
                         *         "sector": "Technology",
                         *         "domicile": "US",
                         *         "exchangeCountry": "US",
                         *         "group": "equ_top100",
                         *         "groupCount": 100,
                         *         "source": "News_Social",
                         *         "date": "2026-11-22T20:30:00.000Z",
                         *         "previousDate": "2026-11-15T20:30:00.000Z",
                         *         "rows": [
                         *           {
                         *             "indicator": "sentiment",
                         *             "name": "Sentiment",
                         *             "polarity": 1,
                         *             "rangeKind": "bipolar",
                         *             "level": 0.12,
                         *             "previous": 0.05,
                         *             "change": 0.07,
                         *             "date": "2026-11-22T20:30:00.000Z",
                         *             "previousDate": "2026-11-15T20:30:00.000Z",
                         *             "rank": 14,
                         *             "rankOf": 97
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "asset": "4372179024",
                             *       "name": "Apple",
                             *       "symbol": "AAPL.O",
                             *       "class": "equ",
                             *       "sector": "Technology",
                             *       "domicile": "US",
                             *       "exchangeCountry": "US",
                             *       "group": "equ_top100",
                             *       "groupCount": 100,
                             *       "source": "News_Social",
                             *       "date": "2026-11-22T20:30:00.000Z",
                             *       "previousDate": "2026-11-15T20:30:00.000Z",
                             *       "rows": [
                             *         {
                             *           "indicator": "sentiment",
                             *           "name": "Sentiment",
                             *           "polarity": 1,
                             *           "rangeKind": "bipolar",
                             *           "level": 0.12,
                             *           "previous": 0.05,
                             *           "change": 0.07,
                             *           "date": "2026-11-22T20:30:00.000Z",
                             *           "previousDate": "2026-11-15T20:30:00.000Z",
                             *           "rank": 14,
                             *           "rankOf": 97
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                /** @description Asset code */
                                asset: string;
                                name: string;
                                /** @description Display symbol (spec §9): RIC, coin code, or currency against USD */
                                symbol: string;
                                /** @description Asset class code */
                                class: string;
                                sector: string | null;
                                domicile: string | null;
                                exchangeCountry: string | null;
                                /** @description The group the ranks are taken in */
                                group: string;
                                /** @description Members of the group */
                                groupCount: number;
                                source: string;
                                date: string;
                                previousDate: string;
                                rows: {
                                    indicator: string;
                                    name: string;
                                    /** @description +1: higher is good for the asset; -1: higher is bad */
                                    polarity: number;
                                    /** @description bipolar (-1..1), unipolar (0..1), count, or rank (1..100, the ESG Core ranks) */
                                    rangeKind: string;
                                    /** @description The value on the day; null (NA) when the asset has no data that day */
                                    level: number | null;
                                    /** @description The value `period` days earlier; null (NA) when the asset has no data that day */
                                    previous: number | null;
                                    /** @description level - previous; null unless both days have a value */
                                    change: number | null;
                                    /** @description Window the level is from (the day of the answer); null when the level is NA */
                                    date: string | null;
                                    /** @description Window the previous level is from; null when it is NA */
                                    previousDate: string | null;
                                    /** @description Rank by level in the group, 1 = highest (ties by asset code); null without a level */
                                    rank: number | null;
                                    /** @description Members of the group with a level */
                                    rankOf: number;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/overview-featured": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A group's featured chart: its featured member's buzz and default sentiment, daily
         * @description The featured member is the group’s Featured (its member with the most buzz). The last 90 days unless start or period says; `window` smooths both series (buzz as a plain mean, sentiment buzz-weighted). An ESG group reads its own dataset: ESG Core ranks (ESG, News_Social only) or ESG Advanced scores (community), with the ESG buzz.
         */
        get: {
            parameters: {
                query: {
                    /**
                     * @description Preset group id
                     * @example equ_top100
                     */
                    group: string;
                    /**
                     * @description Source: News_Social, News, Social, News_Headline or their codes all, nws, soc, nhl (default News_Social)
                     * @example News_Social
                     */
                    src?: string;
                    /**
                     * @description First day (inclusive), YYYY-MM-DD
                     * @example 2026-01-01
                     */
                    start?: string;
                    /**
                     * @description Last day (inclusive), YYYY-MM-DD; default the last day of the lake
                     * @example 2026-06-30
                     */
                    end?: string;
                    /** @description Days back from end when no start */
                    period?: number;
                    /** @description Buzz-weighted smoothing over this many windows */
                    window?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The featured chart */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "group": "equ_top100",
                         *         "groupName": "Top 100 by Buzz",
                         *         "class": "equ",
                         *         "asset": "4372179024",
                         *         "name": "Apple",
                         *         "symbol": "AAPL.O",
                         *         "source": "News_Social",
                         *         "featuredIndicator": "buzz",
                         *         "indicator": "sentiment",
                         *         "window": 1,
                         *         "points": [
                         *           {
                         *             "date": "2026-11-20T20:30:00.000Z",
                         *             "featured": 412.5,
                         *             "value": 0.12
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "group": "equ_top100",
                             *       "groupName": "Top 100 by Buzz",
                             *       "class": "equ",
                             *       "asset": "4372179024",
                             *       "name": "Apple",
                             *       "symbol": "AAPL.O",
                             *       "source": "News_Social",
                             *       "featuredIndicator": "buzz",
                             *       "indicator": "sentiment",
                             *       "window": 1,
                             *       "points": [
                             *         {
                             *           "date": "2026-11-20T20:30:00.000Z",
                             *           "featured": 412.5,
                             *           "value": 0.12
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                group: string;
                                groupName: string;
                                class: string;
                                /** @description The featured member; null for an empty group */
                                asset: string | null;
                                name: string | null;
                                symbol: string | null;
                                /** @description The source read (News_Social for an ESG Core group, whatever src says) */
                                source: string;
                                /** @description The bars: buzz (bondBuzz for country markets), spec §9; an ESG group's is its ESG buzz */
                                featuredIndicator: string;
                                /** @description The line: the default sentiment indicator of the class, spec §9 (sentiment; ESG, the ESG Core rank 1-100, for ESG Core groups; community for ESG Advanced groups) */
                                indicator: string;
                                window: number;
                                points: {
                                    date: string;
                                    featured: number | null;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/topactivity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A group's most talked-about members over a period (buzz leaders)
         * @description Members ranked by their buzz summed over the last `period` days up to `end` (members with less than the class’s default minimum buzz over the period, `minBuzz` in the answer, are left out: equ 20, equamer 20, equemea 20, equapac 20, etf 20, cou 20, crypto 15, agr 15, enm 15, cur 12, coumkt 10, equcor 2, coucor 2, equesg 1, couesg 0), with the buzz of the period before, their share of the group’s buzz, and an indicator (default: the class’s default sentiment) averaged buzz-weighted over the period. An ESG group reads its own dataset: its ESG buzz, and ESG Core ranks (ESG, News_Social only) or ESG Advanced scores (community).
         */
        get: {
            parameters: {
                query: {
                    /**
                     * @description Preset group id
                     * @example equ_top100
                     */
                    group: string;
                    /**
                     * @description Source: News_Social, News, Social, News_Headline or their codes all, nws, soc, nhl (default News_Social)
                     * @example News_Social
                     */
                    src?: string;
                    /**
                     * @description Indicator averaged over the period (default: the default sentiment)
                     * @example sentiment
                     */
                    cvar?: string;
                    /**
                     * @description Last day (inclusive), YYYY-MM-DD; default the last day of the lake
                     * @example 2026-06-30
                     */
                    end?: string;
                    /** @description Days of the period */
                    period?: number;
                    num?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Buzz leaders */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "group": "equ_top100",
                         *         "source": "News_Social",
                         *         "indicator": "sentiment",
                         *         "start": "2026-11-16",
                         *         "end": "2026-11-22",
                         *         "previousStart": "2026-11-09",
                         *         "totalBuzz": 18250.5,
                         *         "minBuzz": 20,
                         *         "rows": [
                         *           {
                         *             "asset": "4372179024",
                         *             "name": "Apple",
                         *             "symbol": "AAPL.O",
                         *             "sector": "Technology",
                         *             "buzz": 1840.5,
                         *             "previousBuzz": 1210,
                         *             "buzzChange": 0.521,
                         *             "share": 0.1008,
                         *             "days": 7,
                         *             "value": 0.11
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "group": "equ_top100",
                             *       "source": "News_Social",
                             *       "indicator": "sentiment",
                             *       "start": "2026-11-16",
                             *       "end": "2026-11-22",
                             *       "previousStart": "2026-11-09",
                             *       "totalBuzz": 18250.5,
                             *       "minBuzz": 20,
                             *       "rows": [
                             *         {
                             *           "asset": "4372179024",
                             *           "name": "Apple",
                             *           "symbol": "AAPL.O",
                             *           "sector": "Technology",
                             *           "buzz": 1840.5,
                             *           "previousBuzz": 1210,
                             *           "buzzChange": 0.521,
                             *           "share": 0.1008,
                             *           "days": 7,
                             *           "value": 0.11
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                group: string;
                                source: string;
                                /** @description Averaged buzz-weighted over each member’s windows of the period */
                                indicator: string;
                                /** @description First day of the period */
                                start: string;
                                /** @description Last day of the period */
                                end: string;
                                /** @description First day of the period before, of the same length */
                                previousStart: string;
                                /** @description Buzz of every member over the period, summed */
                                totalBuzz: number;
                                /** @description Least buzz over the period of a listed member: the class’s default */
                                minBuzz: number;
                                rows: {
                                    asset: string;
                                    name: string;
                                    symbol: string;
                                    sector: string | null;
                                    /** @description Buzz over the period, summed over the member’s daily windows */
                                    buzz: number;
                                    /** @description The same over the period before */
                                    previousBuzz: number;
                                    /** @description buzz / previousBuzz - 1; null when there was none before */
                                    buzzChange: number | null;
                                    /** @description Share of the group’s buzz over the period, 0..1 */
                                    share: number;
                                    /** @description Days of the period the member was talked about */
                                    days: number;
                                    /** @description The indicator, buzz-weighted */
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/featuredchart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Featured charts of a few groups for the data overview (/app)
         * @description Each group’s featured chart as /overview-featured gives it, read from its base class’s rma data (an ESG group’s ESG dataset is read by /overview-featured only). Default: agr, equ_top500, cou, cur, crypto (the first group of each subject-picker category).
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description Comma-separated preset group ids (at most 10)
                     * @example equ_top100,cur,crypto
                     */
                    groups?: string;
                    /**
                     * @description Source: News_Social, News, Social, News_Headline or their codes all, nws, soc, nhl (default News_Social)
                     * @example News_Social
                     */
                    src?: string;
                    /**
                     * @description Last day (inclusive), YYYY-MM-DD; default the last day of the lake
                     * @example 2026-06-30
                     */
                    end?: string;
                    /** @description Days back from end (at most 90: public content) */
                    period?: number;
                    /** @description Buzz-weighted smoothing over this many windows */
                    window?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Featured charts, in the order of groups */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": [
                         *         {
                         *           "group": "equ_top100",
                         *           "groupName": "Top 100 by Buzz",
                         *           "class": "equ",
                         *           "asset": "4372179024",
                         *           "name": "Apple",
                         *           "symbol": "AAPL.O",
                         *           "source": "News_Social",
                         *           "featuredIndicator": "buzz",
                         *           "indicator": "sentiment",
                         *           "window": 1,
                         *           "points": [
                         *             {
                         *               "date": "2026-11-20T20:30:00.000Z",
                         *               "featured": 412.5,
                         *               "value": 0.12
                         *             }
                         *           ]
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example [
                             *       {
                             *         "group": "equ_top100",
                             *         "groupName": "Top 100 by Buzz",
                             *         "class": "equ",
                             *         "asset": "4372179024",
                             *         "name": "Apple",
                             *         "symbol": "AAPL.O",
                             *         "source": "News_Social",
                             *         "featuredIndicator": "buzz",
                             *         "indicator": "sentiment",
                             *         "window": 1,
                             *         "points": [
                             *           {
                             *             "date": "2026-11-20T20:30:00.000Z",
                             *             "featured": 412.5,
                             *             "value": 0.12
                             *           }
                             *         ]
                             *       }
                             *     ]
                             */
                            data: {
                                group: string;
                                groupName: string;
                                class: string;
                                /** @description The featured member; null for an empty group */
                                asset: string | null;
                                name: string | null;
                                symbol: string | null;
                                /** @description The source read (News_Social for an ESG Core group, whatever src says) */
                                source: string;
                                /** @description The bars: buzz (bondBuzz for country markets), spec §9; an ESG group's is its ESG buzz */
                                featuredIndicator: string;
                                /** @description The line: the default sentiment indicator of the class, spec §9 (sentiment; ESG, the ESG Core rank 1-100, for ESG Core groups; community for ESG Advanced groups) */
                                indicator: string;
                                window: number;
                                points: {
                                    date: string;
                                    featured: number | null;
                                    value: number | null;
                                }[];
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/featuredheatmaps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Heatmaps of a few groups for the data overview (/app)
         * @description Per group, its members with the most buzz (at most maxnum, spec §9 default 50) sized by the featured indicator and coloured by the default sentiment on the day (News_Social), as /heatmaps draws them. Default: agr, equ_top500, cou, cur, crypto (the first group of each subject-picker category).
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description Comma-separated preset group ids (at most 10)
                     * @example equ_top100,cur,crypto
                     */
                    groups?: string;
                    /**
                     * @description Last day (inclusive), YYYY-MM-DD; default the last day of the lake
                     * @example 2026-06-30
                     */
                    end?: string;
                    maxnum?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Heatmaps, in the order of groups */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": [
                         *         {
                         *           "group": "equ_top100",
                         *           "groupName": "Top 100 by Buzz",
                         *           "class": "equ",
                         *           "varsize": "buzz",
                         *           "varcolor": "sentiment",
                         *           "date": "2026-11-22T20:30:00.000Z",
                         *           "tiles": [
                         *             {
                         *               "asset": "4372179024",
                         *               "name": "Apple",
                         *               "symbol": "AAPL.O",
                         *               "sector": "Technology",
                         *               "size": 412.5,
                         *               "color": 0.12
                         *             }
                         *           ]
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example [
                             *       {
                             *         "group": "equ_top100",
                             *         "groupName": "Top 100 by Buzz",
                             *         "class": "equ",
                             *         "varsize": "buzz",
                             *         "varcolor": "sentiment",
                             *         "date": "2026-11-22T20:30:00.000Z",
                             *         "tiles": [
                             *           {
                             *             "asset": "4372179024",
                             *             "name": "Apple",
                             *             "symbol": "AAPL.O",
                             *             "sector": "Technology",
                             *             "size": 412.5,
                             *             "color": 0.12
                             *           }
                             *         ]
                             *       }
                             *     ]
                             */
                            data: {
                                group: string;
                                groupName: string;
                                class: string;
                                /** @description Tile size: the featured indicator (buzz; bondBuzz for country markets) */
                                varsize: string;
                                /** @description Tile colour: the default sentiment indicator of the class */
                                varcolor: string;
                                date: string;
                                tiles: {
                                    asset: string;
                                    name: string;
                                    symbol: string;
                                    sector: string | null;
                                    size: number;
                                    color: number | null;
                                }[];
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/toplists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Top and bottom lists of several groups by their default sentiment (data overview /app)
         * @description Per group, the members with the highest and the lowest default sentiment (spec §9) averaged buzz-weighted over the last `period` days; only members talked about in the period, with at least minbuzz buzz over it (default per class: equ 20, equamer 20, equemea 20, equapac 20, etf 20, cou 20, crypto 15, agr 15, enm 15, cur 12, coumkt 10, equcor 2, coucor 2, equesg 1, couesg 0; so that one document never tops a list). Default: agr, equ_top500, cou, cur, crypto (the first group of each subject-picker category).
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description Comma-separated preset group ids (at most 10)
                     * @example equ_top100,cur,crypto
                     */
                    groups?: string;
                    /**
                     * @description Source: News_Social, News, Social, News_Headline or their codes all, nws, soc, nhl (default News_Social)
                     * @example News_Social
                     */
                    src?: string;
                    /**
                     * @description Last day (inclusive), YYYY-MM-DD; default the last day of the lake
                     * @example 2026-06-30
                     */
                    end?: string;
                    /** @description Days the values are averaged over */
                    period?: number;
                    num?: number;
                    /** @description Least buzz over the period (default: the class’s, named in the answer as minBuzz) */
                    minbuzz?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Top lists, in the order of groups */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": [
                         *         {
                         *           "group": "crypto",
                         *           "groupName": "All Cryptocurrencies",
                         *           "class": "crypto",
                         *           "indicator": "sentiment",
                         *           "source": "News_Social",
                         *           "start": "2026-11-16",
                         *           "end": "2026-11-22",
                         *           "minBuzz": 15,
                         *           "top": [
                         *             {
                         *               "asset": "BTC",
                         *               "name": "Bitcoin",
                         *               "symbol": "BTC",
                         *               "value": 0.31,
                         *               "buzz": 1250.5
                         *             }
                         *           ],
                         *           "bottom": [
                         *             {
                         *               "asset": "DOGE",
                         *               "name": "Dogecoin",
                         *               "symbol": "DOGE",
                         *               "value": -0.2,
                         *               "buzz": 1250.5
                         *             }
                         *           ]
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example [
                             *       {
                             *         "group": "crypto",
                             *         "groupName": "All Cryptocurrencies",
                             *         "class": "crypto",
                             *         "indicator": "sentiment",
                             *         "source": "News_Social",
                             *         "start": "2026-11-16",
                             *         "end": "2026-11-22",
                             *         "minBuzz": 15,
                             *         "top": [
                             *           {
                             *             "asset": "BTC",
                             *             "name": "Bitcoin",
                             *             "symbol": "BTC",
                             *             "value": 0.31,
                             *             "buzz": 1250.5
                             *           }
                             *         ],
                             *         "bottom": [
                             *           {
                             *             "asset": "DOGE",
                             *             "name": "Dogecoin",
                             *             "symbol": "DOGE",
                             *             "value": -0.2,
                             *             "buzz": 1250.5
                             *           }
                             *         ]
                             *       }
                             *     ]
                             */
                            data: {
                                group: string;
                                groupName: string;
                                class: string;
                                indicator: string;
                                source: string;
                                start: string;
                                end: string;
                                /** @description Least buzz over the period of a listed member: minbuzz, else the class’s */
                                minBuzz: number;
                                /** @description Highest values first */
                                top: {
                                    asset: string;
                                    name: string;
                                    symbol: string;
                                    /** @description The indicator averaged buzz-weighted over the period */
                                    value: number;
                                    /** @description Buzz over the period, summed */
                                    buzz: number;
                                }[];
                                /** @description Lowest values first */
                                bottom: {
                                    asset: string;
                                    name: string;
                                    symbol: string;
                                    /** @description The indicator averaged buzz-weighted over the period */
                                    value: number;
                                    /** @description Buzz over the period, summed */
                                    buzz: number;
                                }[];
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/public-asset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public summary of an asset: name, symbol, class, latest buzz and default sentiment, and their daily series over the last 90 days
         * @description For the public asset page and the embeddable widgets: the asset’s latest daily News_Social window in the last 30 days of the lake, with its buzz and the default sentiment indicator of its class (spec §9), and the daily series of the two over the last 90 days of the lake (the asset chart widget). Anyone may call it, so the window is fixed: no parameter widens it; the full history needs a sign-in and a data subscription (/asset-trmi3, the data API).
         */
        get: {
            parameters: {
                query: {
                    /**
                     * @description Asset code (PermID, ISO code, coin or commodity code)
                     * @example 4372179024
                     */
                    asset: string;
                    /**
                     * @description Asset class; needed when a code is in several classes (a country and its market: 'US')
                     * @example equ
                     */
                    cls?: "agr" | "equ" | "equcor" | "equesg" | "etf" | "cou" | "coucor" | "couesg" | "coumkt" | "cur" | "crypto" | "enm" | "equamer" | "equemea" | "equapac";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The public asset summary */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "asset": "4372179024",
                         *         "name": "Apple",
                         *         "symbol": "AAPL.O",
                         *         "class": "equ",
                         *         "className": "Companies",
                         *         "source": "News_Social",
                         *         "date": "2026-11-22T20:30:00.000Z",
                         *         "buzz": 412.5,
                         *         "sentiment": {
                         *           "indicator": "sentiment",
                         *           "name": "Sentiment",
                         *           "value": 0.12
                         *         },
                         *         "series": {
                         *           "days": 90,
                         *           "start": "2026-08-25",
                         *           "end": "2026-11-22",
                         *           "points": [
                         *             {
                         *               "date": "2026-11-21T20:30:00.000Z",
                         *               "buzz": 388,
                         *               "value": 0.09
                         *             },
                         *             {
                         *               "date": "2026-11-22T20:30:00.000Z",
                         *               "buzz": 412.5,
                         *               "value": 0.12
                         *             }
                         *           ]
                         *         }
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "asset": "4372179024",
                             *       "name": "Apple",
                             *       "symbol": "AAPL.O",
                             *       "class": "equ",
                             *       "className": "Companies",
                             *       "source": "News_Social",
                             *       "date": "2026-11-22T20:30:00.000Z",
                             *       "buzz": 412.5,
                             *       "sentiment": {
                             *         "indicator": "sentiment",
                             *         "name": "Sentiment",
                             *         "value": 0.12
                             *       },
                             *       "series": {
                             *         "days": 90,
                             *         "start": "2026-08-25",
                             *         "end": "2026-11-22",
                             *         "points": [
                             *           {
                             *             "date": "2026-11-21T20:30:00.000Z",
                             *             "buzz": 388,
                             *             "value": 0.09
                             *           },
                             *           {
                             *             "date": "2026-11-22T20:30:00.000Z",
                             *             "buzz": 412.5,
                             *             "value": 0.12
                             *           }
                             *         ]
                             *       }
                             *     }
                             */
                            data: {
                                /** @description Asset code */
                                asset: string;
                                name: string;
                                /** @description Display symbol (spec §9): RIC, coin code, or currency against USD */
                                symbol: string;
                                /** @description Asset class code */
                                class: string;
                                className: string;
                                /** @description The source of the values: always News_Social */
                                source: string;
                                /** @description The latest daily window with a value in the last 30 days of the lake; null without one */
                                date: string | null;
                                buzz: number | null;
                                sentiment: {
                                    /** @description The default sentiment indicator of the class (spec §9) */
                                    indicator: string;
                                    name: string;
                                    value: number | null;
                                };
                                /** @description The asset’s daily buzz and default sentiment over the last 90 days of the lake, never more: a public teaser; the full history is on the signed-in asset page and the data API */
                                series: {
                                    /** @description Days of the window: always 90 */
                                    days: number;
                                    /** @description First day of the window, YYYY-MM-DD */
                                    start: string;
                                    /** @description Last day of the window: the last day of the lake, YYYY-MM-DD */
                                    end: string;
                                    /** @description The daily windows of the window, oldest first */
                                    points: {
                                        /** @description The daily window (ISO time, UTC) */
                                        date: string;
                                        /** @description Buzz of the day (0 when the asset was not talked about) */
                                        buzz: number;
                                        /** @description The default sentiment indicator of the day; null without a value */
                                        value: number | null;
                                    }[];
                                };
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/esg/v4/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A public glimpse of the ESG Core ranks: the most-covered companies on the last day
         * @description For the ESG introduction page: on the lake's last day, the 12 members of equcor_top100 with the most ESG buzz, with their overall, environment, social, governance and controversies ranks (1 to 100; for controversies 1 is the most controversial). No key needed; the ESG data itself needs data_perms esg.
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
                /** @description The preview */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "group": "equcor_top100",
                         *         "groupName": "Top 100 by Buzz (ESG Core)",
                         *         "date": "2026-11-25",
                         *         "members": 100,
                         *         "rows": [
                         *           {
                         *             "asset": "4372179024",
                         *             "name": "Apple",
                         *             "symbol": "AAPL.O",
                         *             "buzz": 1520.5,
                         *             "ESG": 71,
                         *             "EnvironmentalPillar": 64,
                         *             "SocialPillar": 58,
                         *             "GovernancePillar": 80,
                         *             "ESGControversies": 33
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "group": "equcor_top100",
                             *       "groupName": "Top 100 by Buzz (ESG Core)",
                             *       "date": "2026-11-25",
                             *       "members": 100,
                             *       "rows": [
                             *         {
                             *           "asset": "4372179024",
                             *           "name": "Apple",
                             *           "symbol": "AAPL.O",
                             *           "buzz": 1520.5,
                             *           "ESG": 71,
                             *           "EnvironmentalPillar": 64,
                             *           "SocialPillar": 58,
                             *           "GovernancePillar": 80,
                             *           "ESGControversies": 33
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                group: string;
                                groupName: string;
                                /** @description The day of the ranks (the lake’s last day), YYYY-MM-DD */
                                date: string;
                                /** @description Members of the group */
                                members: number;
                                /** @description The 12 members with the most ESG buzz, most first */
                                rows: {
                                    asset: string;
                                    name: string;
                                    symbol: string;
                                    /** @description ESG buzz over the 365-day window */
                                    buzz: number;
                                    /** @description Rank 1 to 100; null without a value */
                                    ESG: number | null;
                                    /** @description Rank 1 to 100; null without a value */
                                    EnvironmentalPillar: number | null;
                                    /** @description Rank 1 to 100; null without a value */
                                    SocialPillar: number | null;
                                    /** @description Rank 1 to 100; null without a value */
                                    GovernancePillar: number | null;
                                    /** @description Rank 1 to 100; null without a value */
                                    ESGControversies: number | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/radarv5/assetlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Assets for the Radar with their recent buzz: searchable, filtered by minimum buzz, paged
         * @description Assets of a class (every class without `cls`), most buzz first. `assets` keeps the listed codes, `search` matches a part of the name or the code, ticker or start of the RIC, `minbuzz` leaves out assets with less buzz over the last 30 days.
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description Asset class; needed when a code is in several classes (a country and its market: 'US')
                     * @example equ
                     */
                    cls?: "agr" | "equ" | "equcor" | "equesg" | "etf" | "cou" | "coucor" | "couesg" | "coumkt" | "cur" | "crypto" | "enm" | "equamer" | "equemea" | "equapac";
                    /**
                     * @description Comma-separated asset codes
                     * @example US,BTC
                     */
                    assets?: string;
                    /** @example bitcoin */
                    search?: string;
                    /** @description Least buzz over the last 30 days */
                    minbuzz?: number;
                    limit?: number;
                    offset?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Radar assets */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "total": 1,
                         *         "offset": 0,
                         *         "buzzDays": 30,
                         *         "assets": [
                         *           {
                         *             "asset": "4372179024",
                         *             "name": "Apple",
                         *             "symbol": "AAPL.O",
                         *             "class": "equ",
                         *             "sector": "Technology",
                         *             "domicile": "US",
                         *             "exchangeCountry": "US",
                         *             "buzz": 8450.5
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "total": 1,
                             *       "offset": 0,
                             *       "buzzDays": 30,
                             *       "assets": [
                             *         {
                             *           "asset": "4372179024",
                             *           "name": "Apple",
                             *           "symbol": "AAPL.O",
                             *           "class": "equ",
                             *           "sector": "Technology",
                             *           "domicile": "US",
                             *           "exchangeCountry": "US",
                             *           "buzz": 8450.5
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                /** @description Assets matching, before paging */
                                total: number;
                                offset: number;
                                /** @description Days the buzz is summed over (up to the last day of the lake) */
                                buzzDays: number;
                                assets: {
                                    /** @description Asset code */
                                    asset: string;
                                    name: string;
                                    /** @description Display symbol (spec §9): RIC, coin code, or currency against USD */
                                    symbol: string;
                                    /** @description Asset class code */
                                    class: string;
                                    sector: string | null;
                                    domicile: string | null;
                                    exchangeCountry: string | null;
                                    /** @description News_Social buzz over the last buzzDays days, summed */
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/radarv5/assetmatch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The assets of the lake’s universe mentioned in a text, with offsets (the engine’s matcher)
         * @description The text comes as the `text` query parameter (spec §7) or as `text` in a JSON or form body, at most 100,000 characters. Names and aliases must keep their capitals; tickers and codes must be upper case or cashtags ($AAPL), as when the build reads its documents.
         */
        post: {
            parameters: {
                query?: {
                    /** @example Apple shares rose as the euro fell. */
                    text?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "text": "Apple shares rose as the euro fell."
                     *     }
                     */
                    "application/json": {
                        /** @description The text (when not in the query) */
                        text?: string;
                    };
                    /**
                     * @example {
                     *       "text": "Apple shares rose as the euro fell."
                     *     }
                     */
                    "application/x-www-form-urlencoded": {
                        /** @description The text (when not in the query) */
                        text?: string;
                    };
                };
            };
            responses: {
                /** @description Matched assets */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "length": 34,
                         *         "assets": [
                         *           {
                         *             "asset": "4372179024",
                         *             "name": "Apple",
                         *             "symbol": "AAPL.O",
                         *             "class": "equ",
                         *             "sector": "Technology",
                         *             "domicile": "US",
                         *             "exchangeCountry": "US",
                         *             "mentions": [
                         *               {
                         *                 "start": 0,
                         *                 "end": 5,
                         *                 "matched": "Apple",
                         *                 "kind": "name"
                         *               }
                         *             ]
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "length": 34,
                             *       "assets": [
                             *         {
                             *           "asset": "4372179024",
                             *           "name": "Apple",
                             *           "symbol": "AAPL.O",
                             *           "class": "equ",
                             *           "sector": "Technology",
                             *           "domicile": "US",
                             *           "exchangeCountry": "US",
                             *           "mentions": [
                             *             {
                             *               "start": 0,
                             *               "end": 5,
                             *               "matched": "Apple",
                             *               "kind": "name"
                             *             }
                             *           ]
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                /** @description Length of the text (UTF-16 code units, as the offsets count) */
                                length: number;
                                /** @description Matched assets in the order of their first mention */
                                assets: {
                                    /** @description Asset code */
                                    asset: string;
                                    name: string;
                                    /** @description Display symbol (spec §9): RIC, coin code, or currency against USD */
                                    symbol: string;
                                    /** @description Asset class code */
                                    class: string;
                                    sector: string | null;
                                    domicile: string | null;
                                    exchangeCountry: string | null;
                                    mentions: {
                                        /** @description Offset of the first character */
                                        start: number;
                                        /** @description Offset after the last character */
                                        end: number;
                                        /** @description The reference form that matched */
                                        matched: string;
                                        /** @description name, alias, ticker, symbol, pair, demonym or term */
                                        kind: string;
                                    }[];
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/radarv5/monitor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Radar monitor: each asset’s buzz and sentiment today against its own normal level (z-scores)
         * @description The assets of `/radarv5/assetlist` (same `cls`, `assets`, `search`, `minbuzz` on the last day’s buzz, `limit`, `offset`), each with its buzz and sentiment on the lake’s last day, their z-scores against the asset’s trailing window (the `window` daily windows before that day, 90 by default; a day without a row is buzz 0 and has no sentiment), and sparklines of the last 30 days. z = (value - mean) / sd, with the sample standard deviation; null when sd is 0, and for sentiment also without a value today or with fewer than 10 values in the window. Sorted by unusualness, max(|buzz z|, |sentiment z|), assets without a z-score last. At most 500 rows per answer.
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description Asset class; needed when a code is in several classes (a country and its market: 'US')
                     * @example equ
                     */
                    cls?: "agr" | "equ" | "equcor" | "equesg" | "etf" | "cou" | "coucor" | "couesg" | "coumkt" | "cur" | "crypto" | "enm" | "equamer" | "equemea" | "equapac";
                    /**
                     * @description Comma-separated asset codes to keep (a watchlist)
                     * @example US,BTC
                     */
                    assets?: string;
                    /** @example bitcoin */
                    search?: string;
                    /** @description Least buzz on the last day */
                    minbuzz?: number;
                    /** @description Daily windows of the normal level */
                    window?: number;
                    /**
                     * @description Source: News_Social, News, Social, News_Headline or their codes all, nws, soc, nhl (default News_Social)
                     * @example News_Social
                     */
                    src?: string;
                    limit?: number;
                    offset?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Assets with their z-scores, most unusual first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "lastDay": "2026-11-20",
                         *         "window": 90,
                         *         "sparkDays": 30,
                         *         "source": "News_Social",
                         *         "minSentimentDays": 10,
                         *         "total": 1,
                         *         "offset": 0,
                         *         "assets": [
                         *           {
                         *             "asset": "4372179024",
                         *             "name": "Apple",
                         *             "symbol": "AAPL.O",
                         *             "class": "equ",
                         *             "sector": "Technology",
                         *             "domicile": "US",
                         *             "exchangeCountry": "US",
                         *             "indicator": "sentiment",
                         *             "buzz": {
                         *               "value": 912.5,
                         *               "mean": 310.2,
                         *               "sd": 95.1,
                         *               "z": 6.33
                         *             },
                         *             "sentiment": {
                         *               "value": -0.12,
                         *               "mean": 0.04,
                         *               "sd": 0.05,
                         *               "z": -3.2
                         *             },
                         *             "unusualness": 6.33,
                         *             "buzzSpark": [
                         *               301,
                         *               288,
                         *               912.5
                         *             ],
                         *             "sentimentSpark": [
                         *               0.05,
                         *               null,
                         *               -0.12
                         *             ]
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "lastDay": "2026-11-20",
                             *       "window": 90,
                             *       "sparkDays": 30,
                             *       "source": "News_Social",
                             *       "minSentimentDays": 10,
                             *       "total": 1,
                             *       "offset": 0,
                             *       "assets": [
                             *         {
                             *           "asset": "4372179024",
                             *           "name": "Apple",
                             *           "symbol": "AAPL.O",
                             *           "class": "equ",
                             *           "sector": "Technology",
                             *           "domicile": "US",
                             *           "exchangeCountry": "US",
                             *           "indicator": "sentiment",
                             *           "buzz": {
                             *             "value": 912.5,
                             *             "mean": 310.2,
                             *             "sd": 95.1,
                             *             "z": 6.33
                             *           },
                             *           "sentiment": {
                             *             "value": -0.12,
                             *             "mean": 0.04,
                             *             "sd": 0.05,
                             *             "z": -3.2
                             *           },
                             *           "unusualness": 6.33,
                             *           "buzzSpark": [
                             *             301,
                             *             288,
                             *             912.5
                             *           ],
                             *           "sentimentSpark": [
                             *             0.05,
                             *             null,
                             *             -0.12
                             *           ]
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                /** @description The day measured: the lake’s last day (YYYY-MM-DD, UTC) */
                                lastDay: string;
                                /** @description Daily windows before the last day that make the normal level */
                                window: number;
                                /** @description Days of the sparklines, the last day included */
                                sparkDays: number;
                                source: string;
                                /** @description Sentiment values the window needs for a sentiment z-score */
                                minSentimentDays: number;
                                /** @description Assets matching, before paging */
                                total: number;
                                offset: number;
                                /** @description Most unusual first; assets without a z-score last, by buzz */
                                assets: {
                                    /** @description Asset code */
                                    asset: string;
                                    name: string;
                                    /** @description Display symbol (spec §9): RIC, coin code, or currency against USD */
                                    symbol: string;
                                    /** @description Asset class code */
                                    class: string;
                                    sector: string | null;
                                    domicile: string | null;
                                    exchangeCountry: string | null;
                                    /** @description The sentiment indicator of the asset’s class */
                                    indicator: string;
                                    /** @description The last day’s buzz against the trailing window */
                                    buzz: {
                                        value: number | null;
                                        /** @description Mean buzz over the trailing window */
                                        mean: number | null;
                                        /** @description Sample standard deviation of buzz there */
                                        sd: number | null;
                                        /** @description (value - mean) / sd, or null */
                                        z: number | null;
                                    };
                                    /** @description The last day’s sentiment against the trailing window */
                                    sentiment: {
                                        value: number | null;
                                        /** @description Mean sentiment over the trailing window */
                                        mean: number | null;
                                        /** @description Sample standard deviation of sentiment there */
                                        sd: number | null;
                                        /** @description (value - mean) / sd, or null */
                                        z: number | null;
                                    };
                                    /** @description max(|buzz z|, |sentiment z|) */
                                    unusualness: number | null;
                                    /** @description Daily buzz, oldest first (0 on a quiet day) */
                                    buzzSpark: number[];
                                    /** @description Daily sentiment, oldest first */
                                    sentimentSpark: (number | null)[];
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/radarv5/assetlookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assets of many lines at once, by code, RIC or ticker (watchlist imports)
         * @description At most 5,000 lookups. A code is looked up in `cls` when given, else in every class (the first class in universe order); a RIC exactly (case-insensitive); a ticker among companies (the best buzz rank when several share it), else the asset with that code (BTC, EUR). Unknown: null in its place.
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
                     *       "lookups": [
                     *         {
                     *           "by": "ric",
                     *           "value": "AAPL.O"
                     *         },
                     *         {
                     *           "by": "code",
                     *           "value": "BTC",
                     *           "cls": "crypto"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        lookups: {
                            /** @description What `value` is: an asset code, a RIC (exact) or a ticker (exact, upper case) */
                            by: "code" | "ric" | "ticker";
                            value: string;
                            /** @description Asset class (needed for a code in several) */
                            cls?: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description The assets, in order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "assets": [
                         *           {
                         *             "asset": "4372179024",
                         *             "name": "Apple",
                         *             "symbol": "AAPL.O",
                         *             "class": "equ",
                         *             "sector": "Technology",
                         *             "domicile": "US",
                         *             "exchangeCountry": "US"
                         *           },
                         *           null
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "assets": [
                             *         {
                             *           "asset": "4372179024",
                             *           "name": "Apple",
                             *           "symbol": "AAPL.O",
                             *           "class": "equ",
                             *           "sector": "Technology",
                             *           "domicile": "US",
                             *           "exchangeCountry": "US"
                             *         },
                             *         null
                             *       ]
                             *     }
                             */
                            data: {
                                /** @description One entry per lookup, in order: the asset, or null when none matches */
                                assets: ({
                                    /** @description Asset code */
                                    asset: string;
                                    name: string;
                                    /** @description Display symbol (spec §9): RIC, coin code, or currency against USD */
                                    symbol: string;
                                    /** @description Asset class code */
                                    class: string;
                                    sector: string | null;
                                    domicile: string | null;
                                    exchangeCountry: string | null;
                                } | null)[];
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/radarv5/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public sample of the Radar monitor: the most unusual of the most talked-about assets today
         * @description The assets ranked in the top 100 by buzz of companies, coins and currencies, scored as `/radarv5/monitor` scores them (90-day window, News_Social), most unusual first; at most 10. No key needed: the Radar intro page shows it.
         */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The sample */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "lastDay": "2026-11-20",
                         *         "window": 90,
                         *         "assets": [
                         *           {
                         *             "asset": "BTC",
                         *             "name": "Bitcoin",
                         *             "symbol": "BTC",
                         *             "class": "crypto",
                         *             "buzzZ": 3.1,
                         *             "sentimentZ": -1.2,
                         *             "unusualness": 3.1
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "lastDay": "2026-11-20",
                             *       "window": 90,
                             *       "assets": [
                             *         {
                             *           "asset": "BTC",
                             *           "name": "Bitcoin",
                             *           "symbol": "BTC",
                             *           "class": "crypto",
                             *           "buzzZ": 3.1,
                             *           "sentimentZ": -1.2,
                             *           "unusualness": 3.1
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                lastDay: string;
                                window: number;
                                assets: {
                                    asset: string;
                                    name: string;
                                    symbol: string;
                                    class: string;
                                    buzzZ: number | null;
                                    sentimentZ: number | null;
                                    unusualness: number | null;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/others/thematic-benchmark": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A theme’s benchmark: one indicator aggregated over a basket of assets per day
         * @description The basket is a group, or the listed `assets` of it. Per daily window, a score is the buzz-weighted mean over the members with a value, sum(value * buzz) / sum(buzz); a count (buzz, mentions) is the members’ sum. `window` smooths the benchmark the same way over that many days. The last 365 days unless start or period says. Default indicator: the class’s default sentiment (spec §9).
         */
        get: {
            parameters: {
                query: {
                    /**
                     * @description Preset group id
                     * @example equ_top100
                     */
                    group: string;
                    /**
                     * @description Comma-separated members of the group to keep
                     * @example 4372179024,4631020536
                     */
                    assets?: string;
                    /**
                     * @description Indicator code (default: the default sentiment of the class)
                     * @example sentiment
                     */
                    cvar?: string;
                    /**
                     * @description Source: News_Social, News, Social, News_Headline or their codes all, nws, soc, nhl (default News_Social)
                     * @example News_Social
                     */
                    src?: string;
                    /**
                     * @description First day (inclusive), YYYY-MM-DD
                     * @example 2026-01-01
                     */
                    start?: string;
                    /**
                     * @description Last day (inclusive), YYYY-MM-DD; default the last day of the lake
                     * @example 2026-06-30
                     */
                    end?: string;
                    /** @description Days back from end when no start */
                    period?: number;
                    /** @description Buzz-weighted smoothing over this many windows */
                    window?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The benchmark series */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "group": "equ_top100",
                         *         "groupName": "Top 100 by Buzz",
                         *         "class": "equ",
                         *         "indicator": "sentiment",
                         *         "indicatorName": "Sentiment",
                         *         "source": "News_Social",
                         *         "aggregation": "buzz-weighted mean",
                         *         "window": 7,
                         *         "members": 100,
                         *         "points": [
                         *           {
                         *             "date": "2026-11-20T20:30:00.000Z",
                         *             "value": 0.083,
                         *             "buzz": 18250.5,
                         *             "assets": 87
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "group": "equ_top100",
                             *       "groupName": "Top 100 by Buzz",
                             *       "class": "equ",
                             *       "indicator": "sentiment",
                             *       "indicatorName": "Sentiment",
                             *       "source": "News_Social",
                             *       "aggregation": "buzz-weighted mean",
                             *       "window": 7,
                             *       "members": 100,
                             *       "points": [
                             *         {
                             *           "date": "2026-11-20T20:30:00.000Z",
                             *           "value": 0.083,
                             *           "buzz": 18250.5,
                             *           "assets": 87
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                group: string;
                                groupName: string;
                                class: string;
                                indicator: string;
                                indicatorName: string;
                                source: string;
                                aggregation: "buzz-weighted mean" | "sum";
                                window: number;
                                /** @description Assets in the basket */
                                members: number;
                                points: {
                                    date: string;
                                    /** @description The benchmark (smoothed when window > 1) */
                                    value: number | null;
                                    /** @description Buzz of the basket that day, summed */
                                    buzz: number;
                                    /** @description Members with a value that day */
                                    assets: number;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/others/thematic-theme": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A theme scored over the stored corpus: its daily buzz and sentiment, its assets, examples
         * @description A theme is up to 10 keywords and phrases (`terms`, separated by commas or new lines, each 2 to 60 characters). A document matches when its title or body holds one of them as whole words, in any case. Per day of the last `days` days (up to the lake’s last day, at most 90: the window the lake keeps full texts for): the matching documents (the theme’s buzz) and their mean sentiment, the engine’s score of each document for the assets it refers to (buzz-weighted). The assets co-mentioned most often, with their sentiment in those documents, and the newest examples. At most 20,000 documents are read, the newest; a scan longer than 10 s is stopped and refused (400, naming `terms`).
         */
        get: {
            parameters: {
                query: {
                    /** @example interest rates, rally */
                    terms: string;
                    /** @example 30 */
                    days?: number;
                    /** @description Only news or only social posts (both by default) */
                    src?: "News" | "Social";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The theme over the span */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "terms": [
                         *           "interest rates",
                         *           "rally"
                         *         ],
                         *         "from": "2026-10-27",
                         *         "to": "2026-11-25",
                         *         "documents": 2958,
                         *         "isTruncated": false,
                         *         "termCounts": [
                         *           {
                         *             "term": "interest rates",
                         *             "documents": 2019
                         *           },
                         *           {
                         *             "term": "rally",
                         *             "documents": 939
                         *           }
                         *         ],
                         *         "days": [
                         *           {
                         *             "date": "2026-11-25",
                         *             "documents": 116,
                         *             "sentiment": 0.124
                         *           }
                         *         ],
                         *         "assets": [
                         *           {
                         *             "assetClass": "cou",
                         *             "assetCode": "US",
                         *             "name": "United States",
                         *             "documents": 359,
                         *             "mentions": 1318,
                         *             "sentiment": -0.009
                         *           }
                         *         ],
                         *         "examples": [
                         *           {
                         *             "id": "gen-2026-11-25-12q",
                         *             "time": "2026-11-25T23:12:24.000Z",
                         *             "sourceType": "News",
                         *             "outlet": "Business Telegraph",
                         *             "title": "JPMorgan Chase jumps as revenue growth accelerates",
                         *             "preview": "Traders are optimistic that the rally will continue.",
                         *             "sentiment": 0.15,
                         *             "terms": [
                         *               "rally"
                         *             ]
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "terms": [
                             *         "interest rates",
                             *         "rally"
                             *       ],
                             *       "from": "2026-10-27",
                             *       "to": "2026-11-25",
                             *       "documents": 2958,
                             *       "isTruncated": false,
                             *       "termCounts": [
                             *         {
                             *           "term": "interest rates",
                             *           "documents": 2019
                             *         },
                             *         {
                             *           "term": "rally",
                             *           "documents": 939
                             *         }
                             *       ],
                             *       "days": [
                             *         {
                             *           "date": "2026-11-25",
                             *           "documents": 116,
                             *           "sentiment": 0.124
                             *         }
                             *       ],
                             *       "assets": [
                             *         {
                             *           "assetClass": "cou",
                             *           "assetCode": "US",
                             *           "name": "United States",
                             *           "documents": 359,
                             *           "mentions": 1318,
                             *           "sentiment": -0.009
                             *         }
                             *       ],
                             *       "examples": [
                             *         {
                             *           "id": "gen-2026-11-25-12q",
                             *           "time": "2026-11-25T23:12:24.000Z",
                             *           "sourceType": "News",
                             *           "outlet": "Business Telegraph",
                             *           "title": "JPMorgan Chase jumps as revenue growth accelerates",
                             *           "preview": "Traders are optimistic that the rally will continue.",
                             *           "sentiment": 0.15,
                             *           "terms": [
                             *             "rally"
                             *           ]
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                /** @description The terms read (trimmed, repeats left out) */
                                terms: string[];
                                /** @description First day (UTC) */
                                from: string;
                                /** @description Last day (UTC): the lake’s last day */
                                to: string;
                                /** @description Matching documents read (at most 20000) */
                                documents: number;
                                /** @description More documents matched than were read (the newest were kept) */
                                isTruncated: boolean;
                                termCounts: {
                                    term: string;
                                    documents: number;
                                }[];
                                days: {
                                    date: string;
                                    /** @description The theme’s buzz: matching documents that day */
                                    documents: number;
                                    /** @description Mean sentiment of those documents */
                                    sentiment: number | null;
                                }[];
                                /** @description The assets most associated with the theme, most documents first (at most 20) */
                                assets: {
                                    assetClass: string;
                                    assetCode: string;
                                    name: string;
                                    /** @description Matching documents that refer to the asset */
                                    documents: number;
                                    mentions: number;
                                    /** @description The engine’s sentiment for the asset there */
                                    sentiment: number | null;
                                }[];
                                /** @description The newest matching documents (at most 10) */
                                examples: {
                                    id: string;
                                    time: string;
                                    sourceType: string;
                                    outlet: string | null;
                                    title: string | null;
                                    preview: string;
                                    sentiment: number | null;
                                    terms: string[];
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/rma/v4/{asset_class}/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The indicator columns, data types and frequencies of a rma asset class */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /**
                     * @description Asset class of rma
                     * @example equ
                     */
                    asset_class: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The class metadata */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "datacols": [
                         *           {
                         *             "code": "buzz",
                         *             "name": "Buzz",
                         *             "description": "Total weight of all scored references to the asset; every other score is a share of it.",
                         *             "range": "0 to Inf"
                         *           },
                         *           {
                         *             "code": "sentiment",
                         *             "name": "Sentiment",
                         *             "description": "Overall tone: the share of positive references minus the share of negative ones.",
                         *             "range": "-1 to 1"
                         *           }
                         *         ],
                         *         "datatypes": [
                         *           {
                         *             "code": "News_Social",
                         *             "name": "News and Social Media"
                         *           }
                         *         ],
                         *         "freqs": [
                         *           {
                         *             "code": "dai",
                         *             "name": "Daily",
                         *             "description": "24-hour window, updated daily at 20:30 UTC",
                         *             "altcode": "WDAI_UDAI"
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "datacols": [
                             *         {
                             *           "code": "buzz",
                             *           "name": "Buzz",
                             *           "description": "Total weight of all scored references to the asset; every other score is a share of it.",
                             *           "range": "0 to Inf"
                             *         },
                             *         {
                             *           "code": "sentiment",
                             *           "name": "Sentiment",
                             *           "description": "Overall tone: the share of positive references minus the share of negative ones.",
                             *           "range": "-1 to 1"
                             *         }
                             *       ],
                             *       "datatypes": [
                             *         {
                             *           "code": "News_Social",
                             *           "name": "News and Social Media"
                             *         }
                             *       ],
                             *       "freqs": [
                             *         {
                             *           "code": "dai",
                             *           "name": "Daily",
                             *           "description": "24-hour window, updated daily at 20:30 UTC",
                             *           "altcode": "WDAI_UDAI"
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                datacols: {
                                    code: string;
                                    name: string;
                                    description: string;
                                    range: string;
                                }[];
                                datatypes: {
                                    code: string;
                                    name: string;
                                }[];
                                freqs: {
                                    code: string;
                                    name: string;
                                    description: string;
                                    altcode: string;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/esg/v4/{asset_class}/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The indicator columns, data types and frequencies of a esg asset class */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /**
                     * @description Asset class of esg
                     * @example equcor
                     */
                    asset_class: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The class metadata */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "datacols": [
                         *           {
                         *             "code": "buzz",
                         *             "name": "Buzz",
                         *             "description": "Total weight of all scored references to the asset; every other score is a share of it.",
                         *             "range": "0 to Inf"
                         *           },
                         *           {
                         *             "code": "sentiment",
                         *             "name": "Sentiment",
                         *             "description": "Overall tone: the share of positive references minus the share of negative ones.",
                         *             "range": "-1 to 1"
                         *           }
                         *         ],
                         *         "datatypes": [
                         *           {
                         *             "code": "News_Social",
                         *             "name": "News and Social Media"
                         *           }
                         *         ],
                         *         "freqs": [
                         *           {
                         *             "code": "dai",
                         *             "name": "Daily",
                         *             "description": "24-hour window, updated daily at 20:30 UTC",
                         *             "altcode": "WDAI_UDAI"
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "datacols": [
                             *         {
                             *           "code": "buzz",
                             *           "name": "Buzz",
                             *           "description": "Total weight of all scored references to the asset; every other score is a share of it.",
                             *           "range": "0 to Inf"
                             *         },
                             *         {
                             *           "code": "sentiment",
                             *           "name": "Sentiment",
                             *           "description": "Overall tone: the share of positive references minus the share of negative ones.",
                             *           "range": "-1 to 1"
                             *         }
                             *       ],
                             *       "datatypes": [
                             *         {
                             *           "code": "News_Social",
                             *           "name": "News and Social Media"
                             *         }
                             *       ],
                             *       "freqs": [
                             *         {
                             *           "code": "dai",
                             *           "name": "Daily",
                             *           "description": "24-hour window, updated daily at 20:30 UTC",
                             *           "altcode": "WDAI_UDAI"
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                datacols: {
                                    code: string;
                                    name: string;
                                    description: string;
                                    range: string;
                                }[];
                                datatypes: {
                                    code: string;
                                    name: string;
                                }[];
                                freqs: {
                                    code: string;
                                    name: string;
                                    description: string;
                                    altcode: string;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/rma/v4/{asset_class}/assets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The assets of a rma asset class (asset master), optionally searched or picked by code */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description Case-insensitive text in the name, ticker or RIC (or the start of the code); best matches first
                     * @example apple
                     */
                    search?: string;
                    /**
                     * @description Comma-separated asset codes
                     * @example 4372179024,US
                     */
                    assets?: string;
                    /** @description json (default) or csv */
                    format?: "json" | "csv";
                };
                header?: never;
                path: {
                    /**
                     * @description Asset class of rma
                     * @example equ
                     */
                    asset_class: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The assets: JSON { data } by default, CSV with format=csv */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                assetCode: string;
                                name: string;
                                RIC: string | null;
                                Ticker: string | null;
                                TRBCEconomicSector: string | null;
                                Domicile: string | null;
                                ExchangeCountry: string | null;
                                Region: string | null;
                            }[];
                        };
                        "text/csv": string;
                    };
                };
                /** @description Bad input: the message names the parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/esg/v4/{asset_class}/assets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The assets of a esg asset class (asset master), optionally searched or picked by code */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description Case-insensitive text in the name, ticker or RIC (or the start of the code); best matches first
                     * @example apple
                     */
                    search?: string;
                    /**
                     * @description Comma-separated asset codes
                     * @example 4372179024,US
                     */
                    assets?: string;
                    /** @description json (default) or csv */
                    format?: "json" | "csv";
                };
                header?: never;
                path: {
                    /**
                     * @description Asset class of esg
                     * @example equcor
                     */
                    asset_class: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The assets: JSON { data } by default, CSV with format=csv */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                assetCode: string;
                                name: string;
                                RIC: string | null;
                                Ticker: string | null;
                                TRBCEconomicSector: string | null;
                                Domicile: string | null;
                                ExchangeCountry: string | null;
                                Region: string | null;
                            }[];
                        };
                        "text/csv": string;
                    };
                };
                /** @description Bad input: the message names the parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/rma/v4/data/{asset_class}/{freq}/{asset_code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The series rows of a rma asset (or of all assets of the class), CSV by default
         * @description With 'all', one call gives at most 500,000 rows (counted over the whole days of the range and every data type): a longer range answers 400 with the rows it holds; ask for fewer days, or download the bulk files (/rma/v4/files/{asset_class}/{freq}, one per day).
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description Comma-separated score columns (see /info); default every column. Row keys, mentions and buzz are always given
                     * @example sentiment,fear
                     */
                    datacols?: string;
                    /**
                     * @description Comma-separated data types (News, Social, News_Headline, News_Social, or nws, soc, nhl, all); default every one
                     * @example News_Social
                     */
                    datatype?: string;
                    /**
                     * @description First day or time (inclusive), YYYY-MM-DD or ISO time (UTC without zone); default the first day
                     * @example 2026-01-01
                     */
                    start_date?: string;
                    /**
                     * @description End (exclusive), YYYY-MM-DD or ISO time; default after the last day. At most 15000 days after start_date; with 'all', a range of at most 500,000 rows
                     * @example 2026-01-01
                     */
                    end_date?: string;
                    /** @description csv (default) or json */
                    format?: "csv" | "json";
                };
                header?: never;
                path: {
                    /**
                     * @description Asset class of rma
                     * @example equ
                     */
                    asset_class: string;
                    /**
                     * @description dai or hou (see /info)
                     * @example dai
                     */
                    freq: string;
                    /**
                     * @description Asset code, or 'all' for every asset of the class
                     * @example 4372179024
                     */
                    asset_code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The rows: CSV (header first, empty cell = null) by default, JSON { data } with format=json */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                        "application/json": {
                            data: {
                                [key: string]: string | number | null;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/esg/v4/data/{asset_class}/{freq}/{asset_code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The series rows of a esg asset (or of all assets of the class), CSV by default
         * @description With 'all', one call gives at most 500,000 rows (counted over the whole days of the range and every data type): a longer range answers 400 with the rows it holds; ask for fewer days, or download the bulk files (/esg/v4/files/{asset_class}/{freq}, one per day).
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description Comma-separated score columns (see /info); default every column. Row keys, mentions and buzz are always given
                     * @example sentiment,fear
                     */
                    datacols?: string;
                    /**
                     * @description Comma-separated data types (News, Social, News_Headline, News_Social, or nws, soc, nhl, all); default every one
                     * @example News_Social
                     */
                    datatype?: string;
                    /**
                     * @description First day or time (inclusive), YYYY-MM-DD or ISO time (UTC without zone); default the first day
                     * @example 2026-01-01
                     */
                    start_date?: string;
                    /**
                     * @description End (exclusive), YYYY-MM-DD or ISO time; default after the last day. At most 15000 days after start_date; with 'all', a range of at most 500,000 rows
                     * @example 2026-01-01
                     */
                    end_date?: string;
                    /** @description csv (default) or json */
                    format?: "csv" | "json";
                };
                header?: never;
                path: {
                    /**
                     * @description Asset class of esg
                     * @example equcor
                     */
                    asset_class: string;
                    /**
                     * @description dai or hou (see /info)
                     * @example dai
                     */
                    freq: string;
                    /**
                     * @description Asset code, or 'all' for every asset of the class
                     * @example 4372179024
                     */
                    asset_code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The rows: CSV (header first, empty cell = null) by default, JSON { data } with format=json */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                        "application/json": {
                            data: {
                                [key: string]: string | number | null;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/rma/v4/data/{asset_class}/{freq}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The series rows of chosen rma assets in one answer, CSV by default
         * @description What /{asset_code} gives for each asset of `assets`, in that order, under one header (CSV) or in one data array (JSON). At most 50 assets and 100,000 asset-windows (assets times the days of the range, or its hours for hou) per call; past that the call answers 400: download the bulk files (/{prefix}/v4/files/{asset_class}/{freq}, one per day).
         */
        get: {
            parameters: {
                query: {
                    /**
                     * @description Comma-separated asset codes of the class (at most 50); rows come in this order
                     * @example 4372179024,4631020536
                     */
                    assets: string;
                    /**
                     * @description Comma-separated score columns (see /info); default every column. Row keys, mentions and buzz are always given
                     * @example sentiment,fear
                     */
                    datacols?: string;
                    /**
                     * @description Comma-separated data types (News, Social, News_Headline, News_Social, or nws, soc, nhl, all); default every one
                     * @example News_Social
                     */
                    datatype?: string;
                    /**
                     * @description First day or time (inclusive), YYYY-MM-DD or ISO time (UTC without zone); default the first day
                     * @example 2026-01-01
                     */
                    start_date?: string;
                    /**
                     * @description End (exclusive), YYYY-MM-DD or ISO time; default after the last day
                     * @example 2026-01-01
                     */
                    end_date?: string;
                    /** @description csv (default) or json */
                    format?: "csv" | "json";
                };
                header?: never;
                path: {
                    /**
                     * @description Asset class of rma
                     * @example equ
                     */
                    asset_class: string;
                    /**
                     * @description dai or hou (see /info)
                     * @example dai
                     */
                    freq: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The rows: CSV (header first, empty cell = null) by default, JSON { data } with format=json */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                        "application/json": {
                            data: {
                                [key: string]: string | number | null;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/esg/v4/data/{asset_class}/{freq}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The series rows of chosen esg assets in one answer, CSV by default
         * @description What /{asset_code} gives for each asset of `assets`, in that order, under one header (CSV) or in one data array (JSON). At most 50 assets and 100,000 asset-windows (assets times the days of the range, or its hours for hou) per call; past that the call answers 400: download the bulk files (/{prefix}/v4/files/{asset_class}/{freq}, one per day).
         */
        get: {
            parameters: {
                query: {
                    /**
                     * @description Comma-separated asset codes of the class (at most 50); rows come in this order
                     * @example 4372179024,4631020536
                     */
                    assets: string;
                    /**
                     * @description Comma-separated score columns (see /info); default every column. Row keys, mentions and buzz are always given
                     * @example sentiment,fear
                     */
                    datacols?: string;
                    /**
                     * @description Comma-separated data types (News, Social, News_Headline, News_Social, or nws, soc, nhl, all); default every one
                     * @example News_Social
                     */
                    datatype?: string;
                    /**
                     * @description First day or time (inclusive), YYYY-MM-DD or ISO time (UTC without zone); default the first day
                     * @example 2026-01-01
                     */
                    start_date?: string;
                    /**
                     * @description End (exclusive), YYYY-MM-DD or ISO time; default after the last day
                     * @example 2026-01-01
                     */
                    end_date?: string;
                    /** @description csv (default) or json */
                    format?: "csv" | "json";
                };
                header?: never;
                path: {
                    /**
                     * @description Asset class of esg
                     * @example equcor
                     */
                    asset_class: string;
                    /**
                     * @description dai or hou (see /info)
                     * @example dai
                     */
                    freq: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The rows: CSV (header first, empty cell = null) by default, JSON { data } with format=json */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                        "application/json": {
                            data: {
                                [key: string]: string | number | null;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/rma/v4/{asset_class}/coverage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The coverage list of a rma asset class: every asset with its first and last day of data */
        get: {
            parameters: {
                query?: {
                    /** @description json (default) or csv */
                    format?: "json" | "csv";
                };
                header?: never;
                path: {
                    /**
                     * @description Asset class of rma
                     * @example equ
                     */
                    asset_class: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The assets: JSON { data } by default, CSV with format=csv */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                assetCode: string;
                                name: string;
                                RIC: string | null;
                                Ticker: string | null;
                                TRBCEconomicSector: string | null;
                                Domicile: string | null;
                                ExchangeCountry: string | null;
                                Region: string | null;
                                firstDate: string | null;
                                lastDate: string | null;
                                /** @description Days with daily data, any source */
                                days: number;
                            }[];
                        };
                        "text/csv": string;
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/esg/v4/{asset_class}/coverage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The coverage list of a esg asset class: every asset with its first and last day of data */
        get: {
            parameters: {
                query?: {
                    /** @description json (default) or csv */
                    format?: "json" | "csv";
                };
                header?: never;
                path: {
                    /**
                     * @description Asset class of esg
                     * @example equcor
                     */
                    asset_class: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The assets: JSON { data } by default, CSV with format=csv */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                assetCode: string;
                                name: string;
                                RIC: string | null;
                                Ticker: string | null;
                                TRBCEconomicSector: string | null;
                                Domicile: string | null;
                                ExchangeCountry: string | null;
                                Region: string | null;
                                firstDate: string | null;
                                lastDate: string | null;
                                /** @description Days with daily data, any source */
                                days: number;
                            }[];
                        };
                        "text/csv": string;
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/rma/v4/files/{asset_class}/{freq}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bulk files of a rma asset class and frequency in a date range, one per day */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description First day (inclusive); default the first day of the data
                     * @example 2026-11-01
                     */
                    start_date?: string;
                    /**
                     * @description Last day (exclusive); default after the last day; at most 15000 days
                     * @example 2026-11-01
                     */
                    end_date?: string;
                    /** @description json (default) or csv */
                    format?: "json" | "csv";
                };
                header?: never;
                path: {
                    /**
                     * @description Asset class of rma
                     * @example equ
                     */
                    asset_class: string;
                    /**
                     * @description dai or hou (see /info)
                     * @example dai
                     */
                    freq: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The files: JSON { data } by default, CSV with format=csv */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                name: string;
                                /** @description The UTC day of the windows in the file */
                                date: string;
                                rows: number;
                                /** @description Bytes of the file as it downloads (null only where the server cannot keep files) */
                                size: number | null;
                                /** @description Path of the download (add the apikey) */
                                url: string;
                            }[];
                        };
                        "text/csv": string;
                    };
                };
                /** @description Bad input: the message names the parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/rma/v4/files/{asset_class}/{freq}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Downloads one bulk file of a rma asset class: tab-separated text, or a zip of it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /**
                     * @description Asset class of rma
                     * @example equ
                     */
                    asset_class: string;
                    /**
                     * @description dai or hou (see /info)
                     * @example dai
                     */
                    freq: string;
                    /**
                     * @description A name from the listing (.txt, or .zip for the same file zipped)
                     * @example PRO.Live.CMPNY.WDAI_UDAI.20261120.20261123104747.txt
                     */
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/tab-separated-values": string;
                        "application/zip": string;
                    };
                };
                /** @description The bytes of a Range request (one range, e.g. `Range: bytes=1048576-` to resume; with `If-Range` set to the ETag, only while the file is the same) */
                206: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                416: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/esg/v4/files/{asset_class}/{freq}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bulk files of a esg asset class and frequency in a date range, one per day */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description First day (inclusive); default the first day of the data
                     * @example 2026-11-01
                     */
                    start_date?: string;
                    /**
                     * @description Last day (exclusive); default after the last day; at most 15000 days
                     * @example 2026-11-01
                     */
                    end_date?: string;
                    /** @description json (default) or csv */
                    format?: "json" | "csv";
                };
                header?: never;
                path: {
                    /**
                     * @description Asset class of esg
                     * @example equcor
                     */
                    asset_class: string;
                    /**
                     * @description dai or hou (see /info)
                     * @example dai
                     */
                    freq: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The files: JSON { data } by default, CSV with format=csv */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                name: string;
                                /** @description The UTC day of the windows in the file */
                                date: string;
                                rows: number;
                                /** @description Bytes of the file as it downloads (null only where the server cannot keep files) */
                                size: number | null;
                                /** @description Path of the download (add the apikey) */
                                url: string;
                            }[];
                        };
                        "text/csv": string;
                    };
                };
                /** @description Bad input: the message names the parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/esg/v4/files/{asset_class}/{freq}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Downloads one bulk file of a esg asset class: tab-separated text, or a zip of it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /**
                     * @description Asset class of esg
                     * @example equcor
                     */
                    asset_class: string;
                    /**
                     * @description dai or hou (see /info)
                     * @example dai
                     */
                    freq: string;
                    /**
                     * @description A name from the listing (.txt, or .zip for the same file zipped)
                     * @example PRO.Live.CMPNY.WDAI_UDAI.20261120.20261123104747.txt
                     */
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/tab-separated-values": string;
                        "application/zip": string;
                    };
                };
                /** @description The bytes of a Range request (one range, e.g. `Range: bytes=1048576-` to resume; with `If-Range` set to the ETag, only while the file is the same) */
                206: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                416: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/masf/v4/sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sources every score is computed for (spec §3 Sources) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The sources */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": [
                         *         {
                         *           "code": "all",
                         *           "name": "News_Social",
                         *           "label": "News and Social Media"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example [
                             *       {
                             *         "code": "all",
                             *         "name": "News_Social",
                             *         "label": "News and Social Media"
                             *       }
                             *     ]
                             */
                            data: {
                                code: string;
                                name: string;
                                label: string;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/masf/v4/data_preview/{class}/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A preview of an asset's daily scores
         * @description Rows of one asset, oldest first: the row keys (id, assetCode, ticker for companies, windowTimestamp, dataType, systemVersion), buzz, then the datacols. Without start_date the last 30 days; at most 366 days per request (the line_json variant streams up to 3660).
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description First day or time (inclusive), YYYY-MM-DD or ISO time; UTC without a zone
                     * @example 2026-10-01
                     */
                    start_date?: string;
                    /**
                     * @description End (exclusive), YYYY-MM-DD or ISO time; UTC without a zone
                     * @example 2026-11-01
                     */
                    end_date?: string;
                    /**
                     * @description One data type, by name or source code: News_Social (all), News (nws), Social (soc), News_Headline (nhl); default every one
                     * @example News_Social
                     */
                    datatype?: string;
                    /**
                     * @description Comma-separated datafield codes (see the datafields call); buzz always comes; default every datafield
                     * @example sentiment,fear,joy
                     */
                    datacols?: string;
                };
                header?: never;
                path: {
                    /**
                     * @description Asset class
                     * @example equ
                     */
                    class: string;
                    /**
                     * @description Asset code
                     * @example 4372179024
                     */
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The rows */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": [
                         *         {
                         *           "id": "mp:2026-10-01_20.30.00.News_Social.CMPNY.4372179024",
                         *           "assetCode": "4372179024",
                         *           "ticker": "AAPL",
                         *           "windowTimestamp": "2026-10-01T20:30:00.000Z",
                         *           "dataType": "News_Social",
                         *           "systemVersion": "MW:1.0.0",
                         *           "buzz": 41.5,
                         *           "sentiment": 0.1255,
                         *           "fear": null
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example [
                             *       {
                             *         "id": "mp:2026-10-01_20.30.00.News_Social.CMPNY.4372179024",
                             *         "assetCode": "4372179024",
                             *         "ticker": "AAPL",
                             *         "windowTimestamp": "2026-10-01T20:30:00.000Z",
                             *         "dataType": "News_Social",
                             *         "systemVersion": "MW:1.0.0",
                             *         "buzz": 41.5,
                             *         "sentiment": 0.1255,
                             *         "fear": null
                             *       }
                             *     ]
                             */
                            data: {
                                [key: string]: string | number | null;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/masf/v4/data_preview/line_json/{class}/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An asset's daily scores streamed as JSON lines
         * @description The rows of the data preview, one JSON object per line (application/x-ndjson), streamed as they are read; at most 3660 days per request.
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description First day or time (inclusive), YYYY-MM-DD or ISO time; UTC without a zone
                     * @example 2026-10-01
                     */
                    start_date?: string;
                    /**
                     * @description End (exclusive), YYYY-MM-DD or ISO time; UTC without a zone
                     * @example 2026-11-01
                     */
                    end_date?: string;
                    /**
                     * @description One data type, by name or source code: News_Social (all), News (nws), Social (soc), News_Headline (nhl); default every one
                     * @example News_Social
                     */
                    datatype?: string;
                    /**
                     * @description Comma-separated datafield codes (see the datafields call); buzz always comes; default every datafield
                     * @example sentiment,fear,joy
                     */
                    datacols?: string;
                };
                header?: never;
                path: {
                    /**
                     * @description Asset class
                     * @example equ
                     */
                    class: string;
                    /**
                     * @description Asset code
                     * @example 4372179024
                     */
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One JSON object per line */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/x-ndjson": string;
                    };
                };
                /** @description Bad input: the message names the parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/pulse/v1/events/{class}/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pulse events of an asset, or of every asset of a class
         * @description Newest first, the bigger surprise first within a day. Classes: equ, cou, coumkt, cur, crypto, agr, enm. Without start_date the last 3660 days; at most 3660 days per request.
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description First day or time (inclusive), YYYY-MM-DD or ISO time; UTC without a zone
                     * @example 2026-10-01
                     */
                    start_date?: string;
                    /**
                     * @description End (exclusive), YYYY-MM-DD or ISO time; UTC without a zone
                     * @example 2026-11-01
                     */
                    end_date?: string;
                    /**
                     * @description ISO country code of the domicile
                     * @example US
                     */
                    domicile?: string;
                    /**
                     * @description Topic as events carry it
                     * @example Earnings
                     */
                    topic?: string;
                    /**
                     * @description ISO country code of the listing exchange
                     * @example US
                     */
                    exchange_country?: string;
                    /**
                     * @description TRBC economic sector (Academic and educational services, Basic materials, Consumer cyclicals, Consumer non-cyclicals, Energy, Financials, Healthcare, Industrials, Real estate, Technology, Utilities); All for every one
                     * @example Technology
                     */
                    economic_sector?: string;
                    /** @description Pulse level 1 to 3 */
                    pulselevel?: number;
                    /**
                     * @description Positive, Negative or Neutral
                     * @example Negative
                     */
                    sentiment?: string;
                    /** @description Most events returned */
                    limit?: number;
                    /** @description Events skipped before the first returned, in the same order (paging a feed) */
                    offset?: number;
                    /** @description json (`{ data }`, the default) or csv (a header line, then one line per row) */
                    format?: "json" | "csv";
                };
                header?: never;
                path: {
                    /**
                     * @description Asset class
                     * @example equ
                     */
                    class: string;
                    /**
                     * @description Asset code, or all
                     * @example all
                     */
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The events */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @example [
                             *       {
                             *         "_id": "pulse:2026-10-01:equ:4372179024",
                             *         "Date": "2026-10-01T20:30:00.000Z",
                             *         "assetClass": "equ",
                             *         "assetCode": "4372179024",
                             *         "name": "Apple",
                             *         "Headline": "Apple earnings beat estimates as profit climbs",
                             *         "Topic": "Earnings",
                             *         "Sentiment": "Positive",
                             *         "PulseLevel": 2,
                             *         "Summary": "Apple earnings beat estimates as profit climbs. The company reported record profit.",
                             *         "Domicile": "US",
                             *         "ExchangeCountry": "US",
                             *         "EconomicSector": "Technology",
                             *         "buzz": 31.6,
                             *         "buzzZ": 7.66,
                             *         "sentimentZ": 1.28,
                             *         "sentimentScore": 0.65,
                             *         "documentId": "gen-2026-10-01-5r",
                             *         "url": "https://news.example.com/2026-10-01/gen-2026-10-01-5r"
                             *       }
                             *     ]
                             */
                            data: {
                                _id: string;
                                /** @description Time of the event (ISO, UTC) */
                                Date: string;
                                assetClass: string;
                                assetCode: string;
                                name: string;
                                Headline: string;
                                /** @description Dominant topic of the top story */
                                Topic: string;
                                /** @description Positive, Negative or Neutral */
                                Sentiment: string;
                                /** @description 1 to 3: the size of the surprise */
                                PulseLevel: number;
                                Summary: string;
                                Domicile: string | null;
                                ExchangeCountry: string | null;
                                EconomicSector: string | null;
                                buzz: number;
                                /** @description Buzz against its recent normal, in standard deviations */
                                buzzZ: number;
                                sentimentZ: number;
                                sentimentScore: number;
                                documentId: string | null;
                                url: string | null;
                            }[];
                        };
                        "text/csv": string;
                    };
                };
                /** @description Bad input: the message names the parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/pulse/v1/summary/{class}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pulse events of a class counted by topic, sector and country over time, and the strongest
         * @description The Pulse dashboard's aggregates. Counts per day, or per week (from Monday) when the range is longer than 120 days; each breakdown keeps its 7 largest keys and sums the rest as Other (events without a sector or a country count as None). The strongest events are those of the last recent_days before the range's last event, the highest pulse level first, then the largest buzz against its normal. Without start_date the last 90 days; at most 731 days per request.
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description First day or time (inclusive), YYYY-MM-DD or ISO time; UTC without a zone
                     * @example 2026-10-01
                     */
                    start_date?: string;
                    /**
                     * @description End (exclusive), YYYY-MM-DD or ISO time; UTC without a zone
                     * @example 2026-11-01
                     */
                    end_date?: string;
                    /** @description Days the strongest events come from */
                    recent_days?: number;
                    /** @description How many strongest events */
                    strongest?: number;
                };
                header?: never;
                path: {
                    /**
                     * @description Asset class
                     * @example equ
                     */
                    class: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The counts and the strongest events */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "from": "2026-08-28T00:00:00.000Z",
                         *         "to": "2026-11-26T00:00:00.000Z",
                         *         "bucket": "day",
                         *         "buckets": [
                         *           "2026-10-01"
                         *         ],
                         *         "total": 1,
                         *         "sentiment": {
                         *           "positive": 1,
                         *           "negative": 0,
                         *           "neutral": 0
                         *         },
                         *         "byTopic": [
                         *           {
                         *             "key": "Earnings",
                         *             "total": 1,
                         *             "counts": [
                         *               1
                         *             ]
                         *           }
                         *         ],
                         *         "bySector": [
                         *           {
                         *             "key": "Technology",
                         *             "total": 1,
                         *             "counts": [
                         *               1
                         *             ]
                         *           }
                         *         ],
                         *         "byCountry": [
                         *           {
                         *             "key": "US",
                         *             "total": 1,
                         *             "counts": [
                         *               1
                         *             ]
                         *           }
                         *         ],
                         *         "countries": [
                         *           {
                         *             "code": "US",
                         *             "events": 1,
                         *             "positive": 1,
                         *             "negative": 0,
                         *             "neutral": 0
                         *           }
                         *         ],
                         *         "strongest": [
                         *           {
                         *             "_id": "pulse:2026-10-01:equ:4372179024",
                         *             "Date": "2026-10-01T20:30:00.000Z",
                         *             "assetClass": "equ",
                         *             "assetCode": "4372179024",
                         *             "name": "Apple",
                         *             "Headline": "Apple earnings beat estimates as profit climbs",
                         *             "Topic": "Earnings",
                         *             "Sentiment": "Positive",
                         *             "PulseLevel": 2,
                         *             "Summary": "Apple earnings beat estimates as profit climbs. The company reported record profit.",
                         *             "Domicile": "US",
                         *             "ExchangeCountry": "US",
                         *             "EconomicSector": "Technology",
                         *             "buzz": 31.6,
                         *             "buzzZ": 7.66,
                         *             "sentimentZ": 1.28,
                         *             "sentimentScore": 0.65,
                         *             "documentId": "gen-2026-10-01-5r",
                         *             "url": "https://news.example.com/2026-10-01/gen-2026-10-01-5r"
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "from": "2026-08-28T00:00:00.000Z",
                             *       "to": "2026-11-26T00:00:00.000Z",
                             *       "bucket": "day",
                             *       "buckets": [
                             *         "2026-10-01"
                             *       ],
                             *       "total": 1,
                             *       "sentiment": {
                             *         "positive": 1,
                             *         "negative": 0,
                             *         "neutral": 0
                             *       },
                             *       "byTopic": [
                             *         {
                             *           "key": "Earnings",
                             *           "total": 1,
                             *           "counts": [
                             *             1
                             *           ]
                             *         }
                             *       ],
                             *       "bySector": [
                             *         {
                             *           "key": "Technology",
                             *           "total": 1,
                             *           "counts": [
                             *             1
                             *           ]
                             *         }
                             *       ],
                             *       "byCountry": [
                             *         {
                             *           "key": "US",
                             *           "total": 1,
                             *           "counts": [
                             *             1
                             *           ]
                             *         }
                             *       ],
                             *       "countries": [
                             *         {
                             *           "code": "US",
                             *           "events": 1,
                             *           "positive": 1,
                             *           "negative": 0,
                             *           "neutral": 0
                             *         }
                             *       ],
                             *       "strongest": [
                             *         {
                             *           "_id": "pulse:2026-10-01:equ:4372179024",
                             *           "Date": "2026-10-01T20:30:00.000Z",
                             *           "assetClass": "equ",
                             *           "assetCode": "4372179024",
                             *           "name": "Apple",
                             *           "Headline": "Apple earnings beat estimates as profit climbs",
                             *           "Topic": "Earnings",
                             *           "Sentiment": "Positive",
                             *           "PulseLevel": 2,
                             *           "Summary": "Apple earnings beat estimates as profit climbs. The company reported record profit.",
                             *           "Domicile": "US",
                             *           "ExchangeCountry": "US",
                             *           "EconomicSector": "Technology",
                             *           "buzz": 31.6,
                             *           "buzzZ": 7.66,
                             *           "sentimentZ": 1.28,
                             *           "sentimentScore": 0.65,
                             *           "documentId": "gen-2026-10-01-5r",
                             *           "url": "https://news.example.com/2026-10-01/gen-2026-10-01-5r"
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                from: string | null;
                                to: string | null;
                                bucket: "day" | "week";
                                /** @description First day of each bucket with events (YYYY-MM-DD) */
                                buckets: string[];
                                total: number;
                                sentiment: {
                                    positive: number;
                                    negative: number;
                                    neutral: number;
                                };
                                byTopic: {
                                    /** @description A topic, a sector or a country code; Other sums the rest, None has none */
                                    key: string;
                                    total: number;
                                    /** @description Events per bucket, in the order of buckets */
                                    counts: number[];
                                }[];
                                bySector: {
                                    /** @description A topic, a sector or a country code; Other sums the rest, None has none */
                                    key: string;
                                    total: number;
                                    /** @description Events per bucket, in the order of buckets */
                                    counts: number[];
                                }[];
                                byCountry: {
                                    /** @description A topic, a sector or a country code; Other sums the rest, None has none */
                                    key: string;
                                    total: number;
                                    /** @description Events per bucket, in the order of buckets */
                                    counts: number[];
                                }[];
                                countries: {
                                    /** @description ISO alpha-2 code of the domicile */
                                    code: string;
                                    events: number;
                                    positive: number;
                                    negative: number;
                                    neutral: number;
                                }[];
                                strongest: {
                                    _id: string;
                                    /** @description Time of the event (ISO, UTC) */
                                    Date: string;
                                    assetClass: string;
                                    assetCode: string;
                                    name: string;
                                    Headline: string;
                                    /** @description Dominant topic of the top story */
                                    Topic: string;
                                    /** @description Positive, Negative or Neutral */
                                    Sentiment: string;
                                    /** @description 1 to 3: the size of the surprise */
                                    PulseLevel: number;
                                    Summary: string;
                                    Domicile: string | null;
                                    ExchangeCountry: string | null;
                                    EconomicSector: string | null;
                                    buzz: number;
                                    /** @description Buzz against its recent normal, in standard deviations */
                                    buzzZ: number;
                                    sentimentZ: number;
                                    sentimentScore: number;
                                    documentId: string | null;
                                    url: string | null;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/pulse/v1/documents/{class}/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An event's source documents: the asset's articles of the event's day
         * @description The articles the lake keeps that refer to the asset on the day (UTC) of an event, newest first, in the shape of /articles/list; the event's documentId is among them while the day is within the lake's retention window (retainedFrom).
         */
        get: {
            parameters: {
                query: {
                    /**
                     * @description The event's day, YYYY-MM-DD
                     * @example 2026-10-01
                     */
                    date: string;
                    /** @description Most articles returned */
                    limit?: number;
                    offset?: number;
                };
                header?: never;
                path: {
                    /**
                     * @description Asset class
                     * @example equ
                     */
                    class: string;
                    /**
                     * @description Asset code
                     * @example 4372179024
                     */
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of the asset's articles of the day */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "asset": {
                         *           "class": "equ",
                         *           "code": "4372179024",
                         *           "name": "Apple"
                         *         },
                         *         "total": 57,
                         *         "offset": 0,
                         *         "limit": 20,
                         *         "retainedFrom": "2026-08-25",
                         *         "articles": [
                         *           {
                         *             "id": "gen-2026-11-20-1k",
                         *             "time": "2026-11-20T14:05:31.000Z",
                         *             "source": "News",
                         *             "outlet": "Daily Finance Post",
                         *             "title": "Apple shares climb after strong quarterly results",
                         *             "url": "https://news.example.com/2026-11-20/gen-2026-11-20-1k",
                         *             "preview": "Apple reported record revenue and raised its outlook. Investors welcomed the results.",
                         *             "imported": false,
                         *             "mentions": 2,
                         *             "buzz": 6.5,
                         *             "sentiment": 0.42
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "asset": {
                             *         "class": "equ",
                             *         "code": "4372179024",
                             *         "name": "Apple"
                             *       },
                             *       "total": 57,
                             *       "offset": 0,
                             *       "limit": 20,
                             *       "retainedFrom": "2026-08-25",
                             *       "articles": [
                             *         {
                             *           "id": "gen-2026-11-20-1k",
                             *           "time": "2026-11-20T14:05:31.000Z",
                             *           "source": "News",
                             *           "outlet": "Daily Finance Post",
                             *           "title": "Apple shares climb after strong quarterly results",
                             *           "url": "https://news.example.com/2026-11-20/gen-2026-11-20-1k",
                             *           "preview": "Apple reported record revenue and raised its outlook. Investors welcomed the results.",
                             *           "imported": false,
                             *           "mentions": 2,
                             *           "buzz": 6.5,
                             *           "sentiment": 0.42
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                asset: {
                                    class: string;
                                    code: string;
                                    name: string;
                                };
                                /** @description Articles of the asset matching the filters, all pages */
                                total: number;
                                offset: number;
                                limit: number;
                                /** @description First day whose articles the lake keeps (imported articles are kept whatever their date) */
                                retainedFrom: string | null;
                                articles: {
                                    id: string;
                                    time: string;
                                    /** @description Source type of the document */
                                    source: "News" | "Social";
                                    outlet: string | null;
                                    title: string | null;
                                    preview: string;
                                    url: string | null;
                                    imported: boolean;
                                    mentions: number;
                                    buzz: number;
                                    sentiment: number | null;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/pulse/v1/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A public glimpse of Pulse: the last 30 days of company events in numbers and the three strongest
         * @description For the Pulse introduction page: over the lake's last 30 days, how many company events there were, by sentiment and by topic (the largest topics), and the 3 strongest events of the last 7 days. No key needed; the feed itself needs the pulse permission (/pulse/v1/events).
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
                /** @description The numbers and the strongest events */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "from": "2026-10-27",
                         *         "to": "2026-11-26",
                         *         "total": 1,
                         *         "sentiment": {
                         *           "positive": 1,
                         *           "negative": 0,
                         *           "neutral": 0
                         *         },
                         *         "topics": [
                         *           {
                         *             "topic": "Earnings",
                         *             "events": 1
                         *           }
                         *         ],
                         *         "strongest": [
                         *           {
                         *             "_id": "pulse:2026-10-01:equ:4372179024",
                         *             "Date": "2026-10-01T20:30:00.000Z",
                         *             "assetClass": "equ",
                         *             "assetCode": "4372179024",
                         *             "name": "Apple",
                         *             "Headline": "Apple earnings beat estimates as profit climbs",
                         *             "Topic": "Earnings",
                         *             "Sentiment": "Positive",
                         *             "PulseLevel": 2,
                         *             "Summary": "Apple earnings beat estimates as profit climbs. The company reported record profit.",
                         *             "Domicile": "US",
                         *             "ExchangeCountry": "US",
                         *             "EconomicSector": "Technology",
                         *             "buzz": 31.6,
                         *             "buzzZ": 7.66,
                         *             "sentimentZ": 1.28,
                         *             "sentimentScore": 0.65,
                         *             "documentId": "gen-2026-10-01-5r",
                         *             "url": "https://news.example.com/2026-10-01/gen-2026-10-01-5r"
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "from": "2026-10-27",
                             *       "to": "2026-11-26",
                             *       "total": 1,
                             *       "sentiment": {
                             *         "positive": 1,
                             *         "negative": 0,
                             *         "neutral": 0
                             *       },
                             *       "topics": [
                             *         {
                             *           "topic": "Earnings",
                             *           "events": 1
                             *         }
                             *       ],
                             *       "strongest": [
                             *         {
                             *           "_id": "pulse:2026-10-01:equ:4372179024",
                             *           "Date": "2026-10-01T20:30:00.000Z",
                             *           "assetClass": "equ",
                             *           "assetCode": "4372179024",
                             *           "name": "Apple",
                             *           "Headline": "Apple earnings beat estimates as profit climbs",
                             *           "Topic": "Earnings",
                             *           "Sentiment": "Positive",
                             *           "PulseLevel": 2,
                             *           "Summary": "Apple earnings beat estimates as profit climbs. The company reported record profit.",
                             *           "Domicile": "US",
                             *           "ExchangeCountry": "US",
                             *           "EconomicSector": "Technology",
                             *           "buzz": 31.6,
                             *           "buzzZ": 7.66,
                             *           "sentimentZ": 1.28,
                             *           "sentimentScore": 0.65,
                             *           "documentId": "gen-2026-10-01-5r",
                             *           "url": "https://news.example.com/2026-10-01/gen-2026-10-01-5r"
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                /** @description First day (YYYY-MM-DD) */
                                from: string;
                                /** @description End, exclusive (YYYY-MM-DD) */
                                to: string;
                                total: number;
                                sentiment: {
                                    positive: number;
                                    negative: number;
                                    neutral: number;
                                };
                                topics: {
                                    topic: string;
                                    events: number;
                                }[];
                                strongest: {
                                    _id: string;
                                    /** @description Time of the event (ISO, UTC) */
                                    Date: string;
                                    assetClass: string;
                                    assetCode: string;
                                    name: string;
                                    Headline: string;
                                    /** @description Dominant topic of the top story */
                                    Topic: string;
                                    /** @description Positive, Negative or Neutral */
                                    Sentiment: string;
                                    /** @description 1 to 3: the size of the surprise */
                                    PulseLevel: number;
                                    Summary: string;
                                    Domicile: string | null;
                                    ExchangeCountry: string | null;
                                    EconomicSector: string | null;
                                    buzz: number;
                                    /** @description Buzz against its recent normal, in standard deviations */
                                    buzzZ: number;
                                    sentimentZ: number;
                                    sentimentScore: number;
                                    documentId: string | null;
                                    url: string | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/mta/data/{asset_code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Earnings calls of a company (or all) with their analytics
         * @description Newest first: sentiment overall, by section and by speaker role, uncertainty, keyphrases, summary. Without start_date the last 3660 days; at most 3660 days per request.
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description First day or time (inclusive), YYYY-MM-DD or ISO time; UTC without a zone
                     * @example 2026-10-01
                     */
                    start_date?: string;
                    /**
                     * @description End (exclusive), YYYY-MM-DD or ISO time; UTC without a zone
                     * @example 2026-11-01
                     */
                    end_date?: string;
                    /** @description Most calls returned */
                    limit?: number;
                };
                header?: never;
                path: {
                    /**
                     * @description A company's asset code, or all
                     * @example all
                     */
                    asset_code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The calls */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": [
                         *         {
                         *           "transcriptId": "tr-4372179024-Q2-2026",
                         *           "assetCode": "4372179024",
                         *           "ticker": "AAPL",
                         *           "name": "Apple",
                         *           "windowTimestamp": "2026-08-28T13:30:00.000Z",
                         *           "quarter": "Q2 2026",
                         *           "title": "Apple Q2 2026 earnings call",
                         *           "result": "beat",
                         *           "turns": 13,
                         *           "buzz": 67,
                         *           "sentiment": 0.52,
                         *           "preparedSentiment": 0.65,
                         *           "qaSentiment": 0.4,
                         *           "ceoSentiment": 0.67,
                         *           "cfoSentiment": 0.54,
                         *           "analystSentiment": -0.45,
                         *           "uncertainty": 0.007,
                         *           "keyphrases": [
                         *             "market share improved",
                         *             "Free cash flow"
                         *           ],
                         *           "summary": "We delivered another strong quarter, with record revenue and growing demand across every region."
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example [
                             *       {
                             *         "transcriptId": "tr-4372179024-Q2-2026",
                             *         "assetCode": "4372179024",
                             *         "ticker": "AAPL",
                             *         "name": "Apple",
                             *         "windowTimestamp": "2026-08-28T13:30:00.000Z",
                             *         "quarter": "Q2 2026",
                             *         "title": "Apple Q2 2026 earnings call",
                             *         "result": "beat",
                             *         "turns": 13,
                             *         "buzz": 67,
                             *         "sentiment": 0.52,
                             *         "preparedSentiment": 0.65,
                             *         "qaSentiment": 0.4,
                             *         "ceoSentiment": 0.67,
                             *         "cfoSentiment": 0.54,
                             *         "analystSentiment": -0.45,
                             *         "uncertainty": 0.007,
                             *         "keyphrases": [
                             *           "market share improved",
                             *           "Free cash flow"
                             *         ],
                             *         "summary": "We delivered another strong quarter, with record revenue and growing demand across every region."
                             *       }
                             *     ]
                             */
                            data: {
                                transcriptId: string;
                                assetCode: string;
                                ticker: string | null;
                                name: string;
                                /** @description Time of the call (ISO, UTC) */
                                windowTimestamp: string;
                                quarter: string;
                                title: string;
                                /** @description beat or miss */
                                result: string;
                                turns: number;
                                buzz: number;
                                sentiment: number | null;
                                preparedSentiment: number | null;
                                qaSentiment: number | null;
                                ceoSentiment: number | null;
                                cfoSentiment: number | null;
                                analystSentiment: number | null;
                                uncertainty: number | null;
                                keyphrases: string[];
                                summary: string;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/mta/assets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The companies that have earnings-call transcripts */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The companies */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": [
                         *         {
                         *           "assetCode": "4372179024",
                         *           "ticker": "AAPL",
                         *           "name": "Apple",
                         *           "RIC": "AAPL.O",
                         *           "TRBCEconomicSector": "Technology",
                         *           "Domicile": "US",
                         *           "ExchangeCountry": "US",
                         *           "calls": 12,
                         *           "firstCall": "2024-01-23T13:30:00.000Z",
                         *           "lastCall": "2026-08-28T13:30:00.000Z"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example [
                             *       {
                             *         "assetCode": "4372179024",
                             *         "ticker": "AAPL",
                             *         "name": "Apple",
                             *         "RIC": "AAPL.O",
                             *         "TRBCEconomicSector": "Technology",
                             *         "Domicile": "US",
                             *         "ExchangeCountry": "US",
                             *         "calls": 12,
                             *         "firstCall": "2024-01-23T13:30:00.000Z",
                             *         "lastCall": "2026-08-28T13:30:00.000Z"
                             *       }
                             *     ]
                             */
                            data: {
                                assetCode: string;
                                ticker: string | null;
                                name: string;
                                RIC: string | null;
                                TRBCEconomicSector: string | null;
                                Domicile: string | null;
                                ExchangeCountry: string | null;
                                calls: number;
                                firstCall: string;
                                lastCall: string;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/mta/keyphrases/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The keyphrases of the earnings calls, the most used first
         * @description How many calls (and companies) used each keyphrase in the range, and the mean sentiment of those calls. Without start_date the last 3660 days; at most 3660 days per request.
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description First day or time (inclusive), YYYY-MM-DD or ISO time; UTC without a zone
                     * @example 2026-10-01
                     */
                    start_date?: string;
                    /**
                     * @description End (exclusive), YYYY-MM-DD or ISO time; UTC without a zone
                     * @example 2026-11-01
                     */
                    end_date?: string;
                    /**
                     * @description A company's asset code, or all
                     * @example all
                     */
                    asset_code?: string;
                    /** @description Most keyphrases returned */
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The keyphrases */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": [
                         *         {
                         *           "keyphrase": "market share improved",
                         *           "calls": 310,
                         *           "assets": 204,
                         *           "sentiment": 0.41,
                         *           "firstCall": "2023-11-28T13:30:00.000Z",
                         *           "lastCall": "2026-08-28T13:30:00.000Z"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example [
                             *       {
                             *         "keyphrase": "market share improved",
                             *         "calls": 310,
                             *         "assets": 204,
                             *         "sentiment": 0.41,
                             *         "firstCall": "2023-11-28T13:30:00.000Z",
                             *         "lastCall": "2026-08-28T13:30:00.000Z"
                             *       }
                             *     ]
                             */
                            data: {
                                keyphrase: string;
                                /** @description Calls whose keyphrases include it */
                                calls: number;
                                /** @description Companies among those calls */
                                assets: number;
                                sentiment: number | null;
                                firstCall: string;
                                lastCall: string;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/mta/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The transcript files: one per earnings call, newest first
         * @description Each file downloads with /mta/files/{file}, as text (.txt) or JSON (.json); size and jsonSize are their bytes, known before the download. Without start_date the last 3660 days; at most 3660 days per request.
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description First day or time (inclusive), YYYY-MM-DD or ISO time; UTC without a zone
                     * @example 2026-10-01
                     */
                    start_date?: string;
                    /**
                     * @description End (exclusive), YYYY-MM-DD or ISO time; UTC without a zone
                     * @example 2026-11-01
                     */
                    end_date?: string;
                    /**
                     * @description A company's asset code, or all
                     * @example all
                     */
                    asset_code?: string;
                    /** @description Most files listed */
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The files */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": [
                         *         {
                         *           "file": "tr-4372179024-Q2-2026.txt",
                         *           "jsonFile": "tr-4372179024-Q2-2026.json",
                         *           "transcriptId": "tr-4372179024-Q2-2026",
                         *           "assetCode": "4372179024",
                         *           "name": "Apple",
                         *           "date": "2026-08-28T13:30:00.000Z",
                         *           "quarter": "Q2 2026",
                         *           "title": "Apple Q2 2026 earnings call",
                         *           "size": 2402,
                         *           "jsonSize": 4280
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example [
                             *       {
                             *         "file": "tr-4372179024-Q2-2026.txt",
                             *         "jsonFile": "tr-4372179024-Q2-2026.json",
                             *         "transcriptId": "tr-4372179024-Q2-2026",
                             *         "assetCode": "4372179024",
                             *         "name": "Apple",
                             *         "date": "2026-08-28T13:30:00.000Z",
                             *         "quarter": "Q2 2026",
                             *         "title": "Apple Q2 2026 earnings call",
                             *         "size": 2402,
                             *         "jsonSize": 4280
                             *       }
                             *     ]
                             */
                            data: {
                                /** @description The transcript as text: download with /mta/files/{file} */
                                file: string;
                                /** @description The same transcript as JSON (the call and its turns) */
                                jsonFile: string;
                                transcriptId: string;
                                assetCode: string;
                                name: string;
                                date: string;
                                quarter: string;
                                title: string;
                                /** @description Bytes of the text file (its Content-Length when downloaded) */
                                size: number;
                                /** @description Bytes of the JSON file (its Content-Length when downloaded) */
                                jsonSize: number;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/mta/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search across the transcripts: the turns that contain a phrase, newest call first
         * @description The phrase is matched literally and case-insensitively in what each speaker said (2 to 100 characters). At most 200 turns per answer; total counts them all.
         */
        get: {
            parameters: {
                query: {
                    /**
                     * @description The phrase
                     * @example free cash flow
                     */
                    q: string;
                    /**
                     * @description A company's asset code, or all
                     * @example all
                     */
                    asset_code?: string;
                    /** @description Most turns returned */
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The matching turns */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "total": 1,
                         *         "hits": [
                         *           {
                         *             "transcriptId": "tr-4372179024-Q2-2026",
                         *             "assetCode": "4372179024",
                         *             "name": "Apple",
                         *             "quarter": "Q2 2026",
                         *             "windowTimestamp": "2026-08-28T13:30:00.000Z",
                         *             "seq": 2,
                         *             "section": "Prepared remarks",
                         *             "speaker": "Jane Roe",
                         *             "role": "CFO",
                         *             "sentiment": 0.64,
                         *             "snippet": "Free cash flow was robust, and we are raising the dividend."
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "total": 1,
                             *       "hits": [
                             *         {
                             *           "transcriptId": "tr-4372179024-Q2-2026",
                             *           "assetCode": "4372179024",
                             *           "name": "Apple",
                             *           "quarter": "Q2 2026",
                             *           "windowTimestamp": "2026-08-28T13:30:00.000Z",
                             *           "seq": 2,
                             *           "section": "Prepared remarks",
                             *           "speaker": "Jane Roe",
                             *           "role": "CFO",
                             *           "sentiment": 0.64,
                             *           "snippet": "Free cash flow was robust, and we are raising the dividend."
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                /** @description Turns matching in all (the hits are the first of them) */
                                total: number;
                                hits: {
                                    transcriptId: string;
                                    assetCode: string;
                                    name: string;
                                    quarter: string;
                                    windowTimestamp: string;
                                    /** @description The turn’s place in the call */
                                    seq: number;
                                    section: string;
                                    speaker: string;
                                    role: string;
                                    sentiment: number | null;
                                    /** @description The text around the first match */
                                    snippet: string;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/mta/example": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One earnings call as an example, with its opening turns (the public Transcripts intro page)
         * @description No key needed: the newest call of the lake with its analytics and its first 6 turns.
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
                /** @description The example call */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "transcriptId": "tr-4372179024-Q2-2026",
                         *         "assetCode": "4372179024",
                         *         "ticker": "AAPL",
                         *         "name": "Apple",
                         *         "windowTimestamp": "2026-08-28T13:30:00.000Z",
                         *         "quarter": "Q2 2026",
                         *         "title": "Apple Q2 2026 earnings call",
                         *         "result": "beat",
                         *         "turns": 13,
                         *         "buzz": 67,
                         *         "sentiment": 0.52,
                         *         "preparedSentiment": 0.65,
                         *         "qaSentiment": 0.4,
                         *         "ceoSentiment": 0.67,
                         *         "cfoSentiment": 0.54,
                         *         "analystSentiment": -0.45,
                         *         "uncertainty": 0.007,
                         *         "keyphrases": [
                         *           "market share improved",
                         *           "Free cash flow"
                         *         ],
                         *         "summary": "We delivered another strong quarter, with record revenue and growing demand across every region.",
                         *         "turnList": []
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "transcriptId": "tr-4372179024-Q2-2026",
                             *       "assetCode": "4372179024",
                             *       "ticker": "AAPL",
                             *       "name": "Apple",
                             *       "windowTimestamp": "2026-08-28T13:30:00.000Z",
                             *       "quarter": "Q2 2026",
                             *       "title": "Apple Q2 2026 earnings call",
                             *       "result": "beat",
                             *       "turns": 13,
                             *       "buzz": 67,
                             *       "sentiment": 0.52,
                             *       "preparedSentiment": 0.65,
                             *       "qaSentiment": 0.4,
                             *       "ceoSentiment": 0.67,
                             *       "cfoSentiment": 0.54,
                             *       "analystSentiment": -0.45,
                             *       "uncertainty": 0.007,
                             *       "keyphrases": [
                             *         "market share improved",
                             *         "Free cash flow"
                             *       ],
                             *       "summary": "We delivered another strong quarter, with record revenue and growing demand across every region.",
                             *       "turnList": []
                             *     }
                             */
                            data: {
                                transcriptId: string;
                                assetCode: string;
                                ticker: string | null;
                                name: string;
                                /** @description Time of the call (ISO, UTC) */
                                windowTimestamp: string;
                                quarter: string;
                                title: string;
                                /** @description beat or miss */
                                result: string;
                                turns: number;
                                buzz: number;
                                sentiment: number | null;
                                preparedSentiment: number | null;
                                qaSentiment: number | null;
                                ceoSentiment: number | null;
                                cfoSentiment: number | null;
                                analystSentiment: number | null;
                                uncertainty: number | null;
                                keyphrases: string[];
                                summary: string;
                                /** @description The first 6 turns of the call */
                                turnList: {
                                    seq: number;
                                    section: string;
                                    speaker: string;
                                    role: string;
                                    text: string;
                                    buzz: number;
                                    sentiment: number | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/mta/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s transcript access: what the data covers, the limits of the account and its use this hour
         * @description Coverage counts the companies and calls of the current data; limits are the account’s request and byte budgets (they apply to every API call, transcripts included); thisHour is what the byte budget has counted so far. No per-call history is kept.
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
                /** @description Usage */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "coverage": {
                         *           "companies": 480,
                         *           "calls": 5760,
                         *           "firstCall": "2023-11-28T13:30:00.000Z",
                         *           "lastCall": "2026-11-25T13:30:00.000Z"
                         *         },
                         *         "limits": {
                         *           "requestsPerMinute": 600,
                         *           "bytesPerHour": 2147483648
                         *         },
                         *         "thisHour": {
                         *           "bytes": 183204,
                         *           "resetSeconds": 1520
                         *         }
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "coverage": {
                             *         "companies": 480,
                             *         "calls": 5760,
                             *         "firstCall": "2023-11-28T13:30:00.000Z",
                             *         "lastCall": "2026-11-25T13:30:00.000Z"
                             *       },
                             *       "limits": {
                             *         "requestsPerMinute": 600,
                             *         "bytesPerHour": 2147483648
                             *       },
                             *       "thisHour": {
                             *         "bytes": 183204,
                             *         "resetSeconds": 1520
                             *       }
                             *     }
                             */
                            data: {
                                coverage: {
                                    /** @description Companies with at least one call in the current data */
                                    companies: number;
                                    /** @description Calls in the current data */
                                    calls: number;
                                    firstCall: string | null;
                                    lastCall: string | null;
                                };
                                limits: {
                                    /** @description Calls per minute for this account (all API calls together) */
                                    requestsPerMinute: number;
                                    /** @description Bytes of answers per clock hour for this account */
                                    bytesPerHour: number;
                                };
                                thisHour: {
                                    /** @description Bytes of answers this account received this hour (every call counted) */
                                    bytes: number;
                                    /** @description Seconds until the hourly count starts again */
                                    resetSeconds: number;
                                };
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/mta/files/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a transcript file (text, or JSON with the turns) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /**
                     * @description A file name of /mta/files (.txt or .json)
                     * @example tr-4372179024-Q2-2026.txt
                     */
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The transcript */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/plain": string;
                        "application/json": {
                            /** @description The call (as /mta/data gives it) and its turnList */
                            data: unknown;
                        };
                    };
                };
                /** @description Bad input: the message names the parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/ma/v5/classes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The asset classes of market analytics v5 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The classes */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": [
                         *         {
                         *           "code": "equ",
                         *           "name": "Companies",
                         *           "dataset": "rma",
                         *           "assets": 2000,
                         *           "freqs": [
                         *             {
                         *               "code": "dai",
                         *               "name": "Daily",
                         *               "description": "24-hour window, one row per day"
                         *             }
                         *           ],
                         *           "datatypes": [
                         *             {
                         *               "code": "News_Social",
                         *               "name": "News and Social Media"
                         *             }
                         *           ]
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example [
                             *       {
                             *         "code": "equ",
                             *         "name": "Companies",
                             *         "dataset": "rma",
                             *         "assets": 2000,
                             *         "freqs": [
                             *           {
                             *             "code": "dai",
                             *             "name": "Daily",
                             *             "description": "24-hour window, one row per day"
                             *           }
                             *         ],
                             *         "datatypes": [
                             *           {
                             *             "code": "News_Social",
                             *             "name": "News and Social Media"
                             *           }
                             *         ]
                             *       }
                             *     ]
                             */
                            data: {
                                code: string;
                                name: string;
                                /** @description rma, esgcor or esgadv */
                                dataset: string;
                                /** @description Assets of the class in the lake */
                                assets: number;
                                freqs: {
                                    code: string;
                                    name: string;
                                    description?: string;
                                }[];
                                datatypes: {
                                    code: string;
                                    name: string;
                                    description?: string;
                                }[];
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/ma/v5/{class}/assets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The assets of a market analytics v5 class */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description Part of a name, code, RIC or ticker
                     * @example apple
                     */
                    search?: string;
                    /**
                     * @description Comma-separated asset codes
                     * @example 4372179024
                     */
                    assets?: string;
                    /** @description json (`{ data }`, the default) or csv (a header line, then one line per row) */
                    format?: "json" | "csv";
                };
                header?: never;
                path: {
                    /**
                     * @description Asset class: agr, equ, etf, cou, coumkt, cur, crypto, enm, equamer, equemea, equapac
                     * @example agr
                     */
                    class: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The assets */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @example [
                             *       {
                             *         "assetCode": "4372179024",
                             *         "name": "Apple",
                             *         "RIC": "AAPL.O",
                             *         "Ticker": "AAPL",
                             *         "TRBCEconomicSector": "Technology",
                             *         "Domicile": "US",
                             *         "ExchangeCountry": "US",
                             *         "Region": "amer"
                             *       }
                             *     ]
                             */
                            data: {
                                assetCode: string;
                                name: string;
                                RIC: string | null;
                                Ticker: string | null;
                                TRBCEconomicSector: string | null;
                                Domicile: string | null;
                                ExchangeCountry: string | null;
                                Region: string | null;
                            }[];
                        };
                        "text/csv": string;
                    };
                };
                /** @description Bad input: the message names the parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/ma/v5/datafields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The datafields of market analytics v5 (code, name, description, range)
         * @description Shaped like the datacols of the v4 /info call; without asset_class, every datafield of the product.
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description Asset class: agr, equ, etf, cou, coumkt, cur, crypto, enm, equamer, equemea, equapac
                     * @example agr
                     */
                    asset_class?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The datafields */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": [
                         *         {
                         *           "code": "sentiment",
                         *           "name": "Sentiment",
                         *           "description": "Overall tone: the share of positive references minus the share of negative ones.",
                         *           "range": "-1 to 1"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example [
                             *       {
                             *         "code": "sentiment",
                             *         "name": "Sentiment",
                             *         "description": "Overall tone: the share of positive references minus the share of negative ones.",
                             *         "range": "-1 to 1"
                             *       }
                             *     ]
                             */
                            data: {
                                code: string;
                                name: string;
                                description: string;
                                range: string;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/ma/v5/data/{class}/{freq}/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An asset's market analytics v5 series
         * @description Rows oldest first: the row keys, buzz, then the datacols. dai: without start_date the last 365 days, at most 1830 days per request; hou: the last 7 days, at most 92.
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description First day or time (inclusive), YYYY-MM-DD or ISO time; UTC without a zone
                     * @example 2026-10-01
                     */
                    start_date?: string;
                    /**
                     * @description End (exclusive), YYYY-MM-DD or ISO time; UTC without a zone
                     * @example 2026-11-01
                     */
                    end_date?: string;
                    /**
                     * @description One data type, by name or source code: News_Social (all), News (nws), Social (soc), News_Headline (nhl); default every one
                     * @example News_Social
                     */
                    datatype?: string;
                    /**
                     * @description Comma-separated datafield codes (see the datafields call); buzz always comes; default every datafield
                     * @example sentiment,fear,joy
                     */
                    datacols?: string;
                    /** @description json (`{ data }`, the default) or csv (a header line, then one line per row) */
                    format?: "json" | "csv";
                };
                header?: never;
                path: {
                    /**
                     * @description Asset class: agr, equ, etf, cou, coumkt, cur, crypto, enm, equamer, equemea, equapac
                     * @example agr
                     */
                    class: string;
                    /**
                     * @description dai (daily) or hou (hourly)
                     * @example dai
                     */
                    freq: string;
                    /**
                     * @description Asset code
                     * @example 4372179024
                     */
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The rows */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @example [
                             *       {
                             *         "id": "mp:2026-10-01_20.30.00.News_Social.CMPNY.4372179024",
                             *         "assetCode": "4372179024",
                             *         "ticker": "AAPL",
                             *         "windowTimestamp": "2026-10-01T20:30:00.000Z",
                             *         "dataType": "News_Social",
                             *         "systemVersion": "MW:1.0.0",
                             *         "buzz": 41.5,
                             *         "sentiment": 0.1255,
                             *         "fear": null
                             *       }
                             *     ]
                             */
                            data: {
                                [key: string]: string | number | null;
                            }[];
                        };
                        "text/csv": string;
                    };
                };
                /** @description Bad input: the message names the parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/esg/v5/classes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The asset classes of ESG analytics v5 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The classes */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": [
                         *         {
                         *           "code": "equ",
                         *           "name": "Companies",
                         *           "dataset": "rma",
                         *           "assets": 2000,
                         *           "freqs": [
                         *             {
                         *               "code": "dai",
                         *               "name": "Daily",
                         *               "description": "24-hour window, one row per day"
                         *             }
                         *           ],
                         *           "datatypes": [
                         *             {
                         *               "code": "News_Social",
                         *               "name": "News and Social Media"
                         *             }
                         *           ]
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example [
                             *       {
                             *         "code": "equ",
                             *         "name": "Companies",
                             *         "dataset": "rma",
                             *         "assets": 2000,
                             *         "freqs": [
                             *           {
                             *             "code": "dai",
                             *             "name": "Daily",
                             *             "description": "24-hour window, one row per day"
                             *           }
                             *         ],
                             *         "datatypes": [
                             *           {
                             *             "code": "News_Social",
                             *             "name": "News and Social Media"
                             *           }
                             *         ]
                             *       }
                             *     ]
                             */
                            data: {
                                code: string;
                                name: string;
                                /** @description rma, esgcor or esgadv */
                                dataset: string;
                                /** @description Assets of the class in the lake */
                                assets: number;
                                freqs: {
                                    code: string;
                                    name: string;
                                    description?: string;
                                }[];
                                datatypes: {
                                    code: string;
                                    name: string;
                                    description?: string;
                                }[];
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/esg/v5/{class}/assets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The assets of a ESG analytics v5 class */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description Part of a name, code, RIC or ticker
                     * @example apple
                     */
                    search?: string;
                    /**
                     * @description Comma-separated asset codes
                     * @example 4372179024
                     */
                    assets?: string;
                    /** @description json (`{ data }`, the default) or csv (a header line, then one line per row) */
                    format?: "json" | "csv";
                };
                header?: never;
                path: {
                    /**
                     * @description Asset class: equcor, equesg, coucor, couesg
                     * @example equcor
                     */
                    class: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The assets */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @example [
                             *       {
                             *         "assetCode": "4372179024",
                             *         "name": "Apple",
                             *         "RIC": "AAPL.O",
                             *         "Ticker": "AAPL",
                             *         "TRBCEconomicSector": "Technology",
                             *         "Domicile": "US",
                             *         "ExchangeCountry": "US",
                             *         "Region": "amer"
                             *       }
                             *     ]
                             */
                            data: {
                                assetCode: string;
                                name: string;
                                RIC: string | null;
                                Ticker: string | null;
                                TRBCEconomicSector: string | null;
                                Domicile: string | null;
                                ExchangeCountry: string | null;
                                Region: string | null;
                            }[];
                        };
                        "text/csv": string;
                    };
                };
                /** @description Bad input: the message names the parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/esg/v5/datafields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The datafields of ESG analytics v5 (code, name, description, range)
         * @description Shaped like the datacols of the v4 /info call; without asset_class, every datafield of the product.
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description Asset class: equcor, equesg, coucor, couesg
                     * @example equcor
                     */
                    asset_class?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The datafields */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": [
                         *         {
                         *           "code": "sentiment",
                         *           "name": "Sentiment",
                         *           "description": "Overall tone: the share of positive references minus the share of negative ones.",
                         *           "range": "-1 to 1"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example [
                             *       {
                             *         "code": "sentiment",
                             *         "name": "Sentiment",
                             *         "description": "Overall tone: the share of positive references minus the share of negative ones.",
                             *         "range": "-1 to 1"
                             *       }
                             *     ]
                             */
                            data: {
                                code: string;
                                name: string;
                                description: string;
                                range: string;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/esg/v5/data/{class}/{freq}/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An asset's ESG analytics v5 series
         * @description Rows oldest first: the row keys, buzz, then the datacols. dai: without start_date the last 365 days, at most 1830 days per request; hou: the last 7 days, at most 92.
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description First day or time (inclusive), YYYY-MM-DD or ISO time; UTC without a zone
                     * @example 2026-10-01
                     */
                    start_date?: string;
                    /**
                     * @description End (exclusive), YYYY-MM-DD or ISO time; UTC without a zone
                     * @example 2026-11-01
                     */
                    end_date?: string;
                    /**
                     * @description One data type, by name or source code: News_Social (all), News (nws), Social (soc), News_Headline (nhl); default every one
                     * @example News_Social
                     */
                    datatype?: string;
                    /**
                     * @description Comma-separated datafield codes (see the datafields call); buzz always comes; default every datafield
                     * @example sentiment,fear,joy
                     */
                    datacols?: string;
                    /** @description json (`{ data }`, the default) or csv (a header line, then one line per row) */
                    format?: "json" | "csv";
                };
                header?: never;
                path: {
                    /**
                     * @description Asset class: equcor, equesg, coucor, couesg
                     * @example equcor
                     */
                    class: string;
                    /**
                     * @description dai (daily) or hou (hourly)
                     * @example dai
                     */
                    freq: string;
                    /**
                     * @description Asset code
                     * @example 4372179024
                     */
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The rows */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @example [
                             *       {
                             *         "id": "mp:2026-10-01_20.30.00.News_Social.CMPNY.4372179024",
                             *         "assetCode": "4372179024",
                             *         "ticker": "AAPL",
                             *         "windowTimestamp": "2026-10-01T20:30:00.000Z",
                             *         "dataType": "News_Social",
                             *         "systemVersion": "MW:1.0.0",
                             *         "buzz": 41.5,
                             *         "sentiment": 0.1255,
                             *         "fear": null
                             *       }
                             *     ]
                             */
                            data: {
                                [key: string]: string | number | null;
                            }[];
                        };
                        "text/csv": string;
                    };
                };
                /** @description Bad input: the message names the parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/mms/v3/data/{class}/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Media scores of an outlet (or all outlets) per day
         * @description The class is `outlet` (scores are kept per media outlet); the code is an outlet's name or all. Needs data_perms mms for the class. Without start_date the last 365 days; at most 1830 days per request. By outlet, then day.
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description First day or time (inclusive), YYYY-MM-DD or ISO time; UTC without a zone
                     * @example 2026-10-01
                     */
                    start_date?: string;
                    /**
                     * @description End (exclusive), YYYY-MM-DD or ISO time; UTC without a zone
                     * @example 2026-11-01
                     */
                    end_date?: string;
                    /** @description json (`{ data }`, the default) or csv (a header line, then one line per row) */
                    format?: "json" | "csv";
                };
                header?: never;
                path: {
                    /**
                     * @description MMS class: outlet
                     * @example outlet
                     */
                    class: string;
                    /**
                     * @description An outlet's name, or all
                     * @example all
                     */
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The media scores */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @example [
                             *       {
                             *         "outlet": "Global Markets Wire",
                             *         "sourceType": "news",
                             *         "windowTimestamp": "2026-10-01T00:00:00.000Z",
                             *         "documents": 34,
                             *         "mentions": 100,
                             *         "buzz": 311.3,
                             *         "sentiment": 0.15,
                             *         "positive": 0.43,
                             *         "negative": 0.28,
                             *         "bias": 0.011
                             *       }
                             *     ]
                             */
                            data: {
                                outlet: string;
                                /** @description news or social */
                                sourceType: string;
                                /** @description The day (its midnight, UTC) */
                                windowTimestamp: string;
                                documents: number;
                                /** @description Asset references in its documents */
                                mentions: number;
                                buzz: number;
                                sentiment: number | null;
                                positive: number | null;
                                negative: number | null;
                                bias: number | null;
                            }[];
                        };
                        "text/csv": string;
                    };
                };
                /** @description Bad input: the message names the parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/mms/v3/data/{class}/{code}/assets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Media scores of an outlet (or all outlets) per asset of a class
         * @description The assets of an asset class (asset_class) that an outlet's kept documents refer to, the most written about first: the documents, their mean sentiment for the asset, the whole press's, and the outlet's bias (the gap). The class is `outlet`, the code an outlet's name or all, as in /mms/v3/data. Reads the documents the lake keeps (its retention window, retainedFrom). Needs data_perms mms for the class. Without start_date the last 365 days; at most 1830 days per request.
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description Asset class of the assets (equ, etf, cou, coumkt, cur, crypto, agr, enm)
                     * @example equ
                     */
                    asset_class?: string;
                    /**
                     * @description First day or time (inclusive), YYYY-MM-DD or ISO time; UTC without a zone
                     * @example 2026-10-01
                     */
                    start_date?: string;
                    /**
                     * @description End (exclusive), YYYY-MM-DD or ISO time; UTC without a zone
                     * @example 2026-11-01
                     */
                    end_date?: string;
                    /** @description Fewest documents an asset needs */
                    min_documents?: number;
                    /** @description Most assets returned */
                    limit?: number;
                };
                header?: never;
                path: {
                    /**
                     * @description MMS class: outlet
                     * @example outlet
                     */
                    class: string;
                    /**
                     * @description An outlet's name, or all
                     * @example all
                     */
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The assets and their media scores */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "outlet": "Global Markets Wire",
                         *         "assetClass": "equ",
                         *         "from": "2026-11-12T00:00:00.000Z",
                         *         "to": "2026-11-26T00:00:00.000Z",
                         *         "retainedFrom": "2026-11-12",
                         *         "assets": [
                         *           {
                         *             "assetCode": "4372179024",
                         *             "name": "Apple",
                         *             "documents": 12,
                         *             "outlets": 1,
                         *             "buzz": 40.5,
                         *             "sentiment": 0.21,
                         *             "pressSentiment": 0.12,
                         *             "bias": 0.09
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "outlet": "Global Markets Wire",
                             *       "assetClass": "equ",
                             *       "from": "2026-11-12T00:00:00.000Z",
                             *       "to": "2026-11-26T00:00:00.000Z",
                             *       "retainedFrom": "2026-11-12",
                             *       "assets": [
                             *         {
                             *           "assetCode": "4372179024",
                             *           "name": "Apple",
                             *           "documents": 12,
                             *           "outlets": 1,
                             *           "buzz": 40.5,
                             *           "sentiment": 0.21,
                             *           "pressSentiment": 0.12,
                             *           "bias": 0.09
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                /** @description The outlet's name, or all */
                                outlet: string;
                                assetClass: string;
                                /** @description Start of the range (ISO) */
                                from: string;
                                /** @description End of the range, exclusive (ISO) */
                                to: string;
                                retainedFrom: string | null;
                                assets: {
                                    assetCode: string;
                                    name: string;
                                    /** @description The outlet's documents on the asset */
                                    documents: number;
                                    /** @description Outlets among them */
                                    outlets: number;
                                    buzz: number;
                                    sentiment: number | null;
                                    pressSentiment: number | null;
                                    bias: number | null;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/mms/v3/data/{class}/{code}/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Media scores of an outlet (or every outlet) summed over a range
         * @description The daily scores of /mms/v3/data added up per outlet: days, documents, mentions and buzz summed; sentiment, the positive and negative shares and bias averaged over the outlet's documents (a busy day weighs more). The class is `outlet`, the code an outlet's name or all. Needs data_perms mms for the class. Without start_date the last 365 days; at most 1830 days per request. By outlet.
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description First day or time (inclusive), YYYY-MM-DD or ISO time; UTC without a zone
                     * @example 2026-10-01
                     */
                    start_date?: string;
                    /**
                     * @description End (exclusive), YYYY-MM-DD or ISO time; UTC without a zone
                     * @example 2026-11-01
                     */
                    end_date?: string;
                };
                header?: never;
                path: {
                    /**
                     * @description MMS class: outlet
                     * @example outlet
                     */
                    class: string;
                    /**
                     * @description An outlet's name, or all
                     * @example all
                     */
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The outlets and their scores over the range */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": [
                         *         {
                         *           "outlet": "Global Markets Wire",
                         *           "sourceType": "news",
                         *           "days": 365,
                         *           "documents": 32599,
                         *           "mentions": 96020,
                         *           "buzz": 357605.2,
                         *           "sentiment": 0.008,
                         *           "positive": 0.14,
                         *           "negative": 0.13,
                         *           "bias": -0.001
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example [
                             *       {
                             *         "outlet": "Global Markets Wire",
                             *         "sourceType": "news",
                             *         "days": 365,
                             *         "documents": 32599,
                             *         "mentions": 96020,
                             *         "buzz": 357605.2,
                             *         "sentiment": 0.008,
                             *         "positive": 0.14,
                             *         "negative": 0.13,
                             *         "bias": -0.001
                             *       }
                             *     ]
                             */
                            data: {
                                outlet: string;
                                /** @description news or social */
                                sourceType: string;
                                /** @description Days with scores in the range */
                                days: number;
                                documents: number;
                                mentions: number;
                                buzz: number;
                                sentiment: number | null;
                                positive: number | null;
                                negative: number | null;
                                bias: number | null;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/mms/v3/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A public glimpse of the media scores: the kindest and the harshest outlets of the last 30 days
         * @description For the MMS introduction page: over the lake's last 30 days, the 3 outlets with the highest and the 3 with the lowest bias (their tone against the rest of the press on the same assets, averaged over their documents), with their documents and sentiment. No key needed; the whole scores need data_perms mms (/mms/v3/data).
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
                /** @description The outlets at both ends of the bias ranking */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "from": "2026-10-27",
                         *         "to": "2026-11-26",
                         *         "outlets": 14,
                         *         "kindest": [
                         *           {
                         *             "outlet": "Chatter",
                         *             "sourceType": "social",
                         *             "documents": 410,
                         *             "sentiment": 0.04,
                         *             "bias": 0.061
                         *           }
                         *         ],
                         *         "harshest": [
                         *           {
                         *             "outlet": "Exchange Ledger",
                         *             "sourceType": "news",
                         *             "documents": 380,
                         *             "sentiment": -0.12,
                         *             "bias": -0.052
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "from": "2026-10-27",
                             *       "to": "2026-11-26",
                             *       "outlets": 14,
                             *       "kindest": [
                             *         {
                             *           "outlet": "Chatter",
                             *           "sourceType": "social",
                             *           "documents": 410,
                             *           "sentiment": 0.04,
                             *           "bias": 0.061
                             *         }
                             *       ],
                             *       "harshest": [
                             *         {
                             *           "outlet": "Exchange Ledger",
                             *           "sourceType": "news",
                             *           "documents": 380,
                             *           "sentiment": -0.12,
                             *           "bias": -0.052
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                /** @description First day (YYYY-MM-DD) */
                                from: string;
                                /** @description End, exclusive (YYYY-MM-DD) */
                                to: string;
                                /** @description Outlets scored in the range */
                                outlets: number;
                                kindest: {
                                    outlet: string;
                                    sourceType: string;
                                    documents: number;
                                    sentiment: number | null;
                                    bias: number | null;
                                }[];
                                harshest: {
                                    outlet: string;
                                    sourceType: string;
                                    documents: number;
                                    sentiment: number | null;
                                    bias: number | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/masf/v4/scores-analysis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Scores analysis, v4 (rma or esg by product): rank IC, quintile returns, long-short and IC decay of a signal
         * @description Does the signal rank the universe by its coming returns? Computed on the server from the lake, walk-forward only. Trading days: the class’s market days (crypto every day, other classes Monday to Friday) inside [start_date, end_date). On each rebalancing date t (every trading day, or the last of each week or month) the signal is the value of the daily window ending on t at 20:30 UTC, known at the end of t; the forward return runs from the close of the next trading day (t+1, `entryDate`) to the close `horizon` trading days later (`exitDate`, the latest price the row reads). A date whose exit lies past the range is left out (incomplete). The IC is Spearman’s rank correlation of signal and forward return among the members with both (at least 5); members without a signal or a return are counted per date. The long-short line buys the top and sells the bottom quintile (formed on t from the members with a signal and a close) at the close of t+1 and holds them to the close after the next rebalancing date (`until`); turnover is the share of new names per leg. IC decay: the mean IC at each horizon 1..20, over at most 160 rebalancing dates taken evenly over the range. At most 1830 days per request. The demo lake’s prices are simulated. The t-statistic treats the dates as independent: with a horizon longer than the rebalancing step the returns overlap and it overstates the evidence. format=csv gives one line per rebalancing date: the IC, quintile means and the long-short holding.
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description rma or esg (v4 call only; default rma)
                     * @example rma
                     */
                    product?: string;
                    /**
                     * @description Preset group id
                     * @example equ_top500
                     */
                    group?: string;
                    /** @description Key of one of your watchlists (instead of group) */
                    watchlist?: string;
                    /**
                     * @description Indicator code of the universe's class (default its sentiment indicator), or model_score for the prediction model's score
                     * @example sentiment
                     */
                    indicator?: string;
                    /**
                     * @description Source of the indicator: News_Social (default), News, Social, News_Headline (or nws, soc, nhl)
                     * @example News_Social
                     */
                    src?: string;
                    /** @description Forward-return horizon: 1, 5 (default) or 20 trading days */
                    horizon?: string;
                    /**
                     * @description daily, weekly (default) or monthly
                     * @example weekly
                     */
                    rebalancing?: string;
                    /**
                     * @description First day (inclusive), YYYY-MM-DD; default 365 days before end_date, or the lake's first day if later
                     * @example 2025-11-26
                     */
                    start_date?: string;
                    /**
                     * @description End day (exclusive), YYYY-MM-DD; default the day after the lake's last day. At most 1830 days
                     * @example 2026-11-26
                     */
                    end_date?: string;
                    /** @description json (`{ data }`, the default) or csv (a header line, then one line per row) */
                    format?: "json" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The analysis */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @example {
                             *       "product": "rma",
                             *       "universe": {
                             *         "kind": "group",
                             *         "id": "equ_top500",
                             *         "name": "Top 500 Companies"
                             *       },
                             *       "assetClass": "equ",
                             *       "priceClass": "equ",
                             *       "signal": {
                             *         "kind": "indicator",
                             *         "indicator": "sentiment",
                             *         "source": "News_Social"
                             *       },
                             *       "horizon": 5,
                             *       "rebalancing": "weekly",
                             *       "from": "2025-11-26",
                             *       "to": "2026-11-26",
                             *       "members": 500,
                             *       "tradingDays": 261,
                             *       "summary": {
                             *         "meanIc": 0.046,
                             *         "icStd": 0.087,
                             *         "tStat": 3.8,
                             *         "hitRate": 0.69,
                             *         "dates": 51,
                             *         "skippedDates": 0,
                             *         "incompleteDates": 1,
                             *         "meanAssets": 143.9,
                             *         "longShortReturn": 0.21,
                             *         "meanTurnover": 0.8
                             *       },
                             *       "ics": [
                             *         {
                             *           "date": "2025-11-28",
                             *           "entryDate": "2025-12-01",
                             *           "exitDate": "2025-12-08",
                             *           "ic": 0.052,
                             *           "assets": 141,
                             *           "noSignal": 359,
                             *           "noReturn": 0,
                             *           "quintiles": [
                             *             -0.006,
                             *             -0.005,
                             *             -0.003,
                             *             -0.002,
                             *             0.001
                             *           ]
                             *         }
                             *       ],
                             *       "quintiles": [
                             *         {
                             *           "quintile": 1,
                             *           "meanReturn": -0.006,
                             *           "dates": 51
                             *         }
                             *       ],
                             *       "longShort": [
                             *         {
                             *           "date": "2025-11-28",
                             *           "until": "2025-12-08",
                             *           "longShort": 0.004,
                             *           "cumulative": 0.004,
                             *           "turnover": null,
                             *           "long": 29,
                             *           "short": 28
                             *         }
                             *       ],
                             *       "decay": [
                             *         {
                             *           "horizon": 1,
                             *           "meanIc": 0.028,
                             *           "tStat": 2.1,
                             *           "dates": 51
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                /** @description rma or esg */
                                product: string;
                                universe: {
                                    kind: "group" | "watchlist";
                                    id: string;
                                    name: string;
                                };
                                /** @description The class whose dataset gives the signal */
                                assetClass: string;
                                /** @description The class whose (simulated) prices give the returns */
                                priceClass: string;
                                signal: {
                                    kind: "indicator" | "model";
                                    indicator?: string;
                                    source?: string;
                                };
                                horizon: number;
                                rebalancing: string;
                                /** @description First day (inclusive) */
                                from: string;
                                /** @description End day (exclusive) */
                                to: string;
                                members: number;
                                tradingDays: number;
                                summary: {
                                    meanIc: number | null;
                                    icStd: number | null;
                                    tStat: number | null;
                                    hitRate: number | null;
                                    /** @description Dates with an IC */
                                    dates: number;
                                    /** @description Dates with fewer than 5 usable members */
                                    skippedDates: number;
                                    /** @description Dates whose exit lies past the range */
                                    incompleteDates: number;
                                    meanAssets: number | null;
                                    longShortReturn: number | null;
                                    meanTurnover: number | null;
                                };
                                ics: {
                                    /** @description Rebalancing date t (the signal’s day), YYYY-MM-DD */
                                    date: string;
                                    /** @description The close the return starts from (t+1) */
                                    entryDate: string;
                                    /** @description The close the return ends at: the latest price this row reads */
                                    exitDate: string;
                                    ic: number | null;
                                    /** @description Members with a signal and a return */
                                    assets: number;
                                    /** @description Members without a signal on t */
                                    noSignal: number;
                                    /** @description Members with a signal but without both closes */
                                    noReturn: number;
                                    /** @description Mean forward return per quintile, lowest first */
                                    quintiles: (number | null)[];
                                }[];
                                quintiles: {
                                    quintile: number;
                                    meanReturn: number | null;
                                    dates: number;
                                }[];
                                longShort: {
                                    /** @description Rebalancing date the legs were formed on */
                                    date: string;
                                    /** @description The holding’s last close: the latest price it reads */
                                    until: string;
                                    longShort: number | null;
                                    /** @description Compounded long-short return up to this holding’s end */
                                    cumulative: number;
                                    turnover: number | null;
                                    long: number;
                                    short: number;
                                }[];
                                decay: {
                                    horizon: number;
                                    meanIc: number | null;
                                    tStat: number | null;
                                    dates: number;
                                }[];
                            };
                        };
                        "text/csv": string;
                    };
                };
                /** @description Bad input: the message names the parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/ma/v5/scores-analysis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Scores analysis, market analytics v5: rank IC, quintile returns, long-short and IC decay of a signal
         * @description Does the signal rank the universe by its coming returns? Computed on the server from the lake, walk-forward only. Trading days: the class’s market days (crypto every day, other classes Monday to Friday) inside [start_date, end_date). On each rebalancing date t (every trading day, or the last of each week or month) the signal is the value of the daily window ending on t at 20:30 UTC, known at the end of t; the forward return runs from the close of the next trading day (t+1, `entryDate`) to the close `horizon` trading days later (`exitDate`, the latest price the row reads). A date whose exit lies past the range is left out (incomplete). The IC is Spearman’s rank correlation of signal and forward return among the members with both (at least 5); members without a signal or a return are counted per date. The long-short line buys the top and sells the bottom quintile (formed on t from the members with a signal and a close) at the close of t+1 and holds them to the close after the next rebalancing date (`until`); turnover is the share of new names per leg. IC decay: the mean IC at each horizon 1..20, over at most 160 rebalancing dates taken evenly over the range. At most 1830 days per request. The demo lake’s prices are simulated. The t-statistic treats the dates as independent: with a horizon longer than the rebalancing step the returns overlap and it overstates the evidence. format=csv gives one line per rebalancing date: the IC, quintile means and the long-short holding.
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description rma or esg (v4 call only; default rma)
                     * @example rma
                     */
                    product?: string;
                    /**
                     * @description Preset group id
                     * @example equ_top500
                     */
                    group?: string;
                    /** @description Key of one of your watchlists (instead of group) */
                    watchlist?: string;
                    /**
                     * @description Indicator code of the universe's class (default its sentiment indicator), or model_score for the prediction model's score
                     * @example sentiment
                     */
                    indicator?: string;
                    /**
                     * @description Source of the indicator: News_Social (default), News, Social, News_Headline (or nws, soc, nhl)
                     * @example News_Social
                     */
                    src?: string;
                    /** @description Forward-return horizon: 1, 5 (default) or 20 trading days */
                    horizon?: string;
                    /**
                     * @description daily, weekly (default) or monthly
                     * @example weekly
                     */
                    rebalancing?: string;
                    /**
                     * @description First day (inclusive), YYYY-MM-DD; default 365 days before end_date, or the lake's first day if later
                     * @example 2025-11-26
                     */
                    start_date?: string;
                    /**
                     * @description End day (exclusive), YYYY-MM-DD; default the day after the lake's last day. At most 1830 days
                     * @example 2026-11-26
                     */
                    end_date?: string;
                    /** @description json (`{ data }`, the default) or csv (a header line, then one line per row) */
                    format?: "json" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The analysis */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @example {
                             *       "product": "rma",
                             *       "universe": {
                             *         "kind": "group",
                             *         "id": "equ_top500",
                             *         "name": "Top 500 Companies"
                             *       },
                             *       "assetClass": "equ",
                             *       "priceClass": "equ",
                             *       "signal": {
                             *         "kind": "indicator",
                             *         "indicator": "sentiment",
                             *         "source": "News_Social"
                             *       },
                             *       "horizon": 5,
                             *       "rebalancing": "weekly",
                             *       "from": "2025-11-26",
                             *       "to": "2026-11-26",
                             *       "members": 500,
                             *       "tradingDays": 261,
                             *       "summary": {
                             *         "meanIc": 0.046,
                             *         "icStd": 0.087,
                             *         "tStat": 3.8,
                             *         "hitRate": 0.69,
                             *         "dates": 51,
                             *         "skippedDates": 0,
                             *         "incompleteDates": 1,
                             *         "meanAssets": 143.9,
                             *         "longShortReturn": 0.21,
                             *         "meanTurnover": 0.8
                             *       },
                             *       "ics": [
                             *         {
                             *           "date": "2025-11-28",
                             *           "entryDate": "2025-12-01",
                             *           "exitDate": "2025-12-08",
                             *           "ic": 0.052,
                             *           "assets": 141,
                             *           "noSignal": 359,
                             *           "noReturn": 0,
                             *           "quintiles": [
                             *             -0.006,
                             *             -0.005,
                             *             -0.003,
                             *             -0.002,
                             *             0.001
                             *           ]
                             *         }
                             *       ],
                             *       "quintiles": [
                             *         {
                             *           "quintile": 1,
                             *           "meanReturn": -0.006,
                             *           "dates": 51
                             *         }
                             *       ],
                             *       "longShort": [
                             *         {
                             *           "date": "2025-11-28",
                             *           "until": "2025-12-08",
                             *           "longShort": 0.004,
                             *           "cumulative": 0.004,
                             *           "turnover": null,
                             *           "long": 29,
                             *           "short": 28
                             *         }
                             *       ],
                             *       "decay": [
                             *         {
                             *           "horizon": 1,
                             *           "meanIc": 0.028,
                             *           "tStat": 2.1,
                             *           "dates": 51
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                /** @description rma or esg */
                                product: string;
                                universe: {
                                    kind: "group" | "watchlist";
                                    id: string;
                                    name: string;
                                };
                                /** @description The class whose dataset gives the signal */
                                assetClass: string;
                                /** @description The class whose (simulated) prices give the returns */
                                priceClass: string;
                                signal: {
                                    kind: "indicator" | "model";
                                    indicator?: string;
                                    source?: string;
                                };
                                horizon: number;
                                rebalancing: string;
                                /** @description First day (inclusive) */
                                from: string;
                                /** @description End day (exclusive) */
                                to: string;
                                members: number;
                                tradingDays: number;
                                summary: {
                                    meanIc: number | null;
                                    icStd: number | null;
                                    tStat: number | null;
                                    hitRate: number | null;
                                    /** @description Dates with an IC */
                                    dates: number;
                                    /** @description Dates with fewer than 5 usable members */
                                    skippedDates: number;
                                    /** @description Dates whose exit lies past the range */
                                    incompleteDates: number;
                                    meanAssets: number | null;
                                    longShortReturn: number | null;
                                    meanTurnover: number | null;
                                };
                                ics: {
                                    /** @description Rebalancing date t (the signal’s day), YYYY-MM-DD */
                                    date: string;
                                    /** @description The close the return starts from (t+1) */
                                    entryDate: string;
                                    /** @description The close the return ends at: the latest price this row reads */
                                    exitDate: string;
                                    ic: number | null;
                                    /** @description Members with a signal and a return */
                                    assets: number;
                                    /** @description Members without a signal on t */
                                    noSignal: number;
                                    /** @description Members with a signal but without both closes */
                                    noReturn: number;
                                    /** @description Mean forward return per quintile, lowest first */
                                    quintiles: (number | null)[];
                                }[];
                                quintiles: {
                                    quintile: number;
                                    meanReturn: number | null;
                                    dates: number;
                                }[];
                                longShort: {
                                    /** @description Rebalancing date the legs were formed on */
                                    date: string;
                                    /** @description The holding’s last close: the latest price it reads */
                                    until: string;
                                    longShort: number | null;
                                    /** @description Compounded long-short return up to this holding’s end */
                                    cumulative: number;
                                    turnover: number | null;
                                    long: number;
                                    short: number;
                                }[];
                                decay: {
                                    horizon: number;
                                    meanIc: number | null;
                                    tStat: number | null;
                                    dates: number;
                                }[];
                            };
                        };
                        "text/csv": string;
                    };
                };
                /** @description Bad input: the message names the parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/esg/v5/scores-analysis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Scores analysis, ESG analytics v5: rank IC, quintile returns, long-short and IC decay of a signal
         * @description Does the signal rank the universe by its coming returns? Computed on the server from the lake, walk-forward only. Trading days: the class’s market days (crypto every day, other classes Monday to Friday) inside [start_date, end_date). On each rebalancing date t (every trading day, or the last of each week or month) the signal is the value of the daily window ending on t at 20:30 UTC, known at the end of t; the forward return runs from the close of the next trading day (t+1, `entryDate`) to the close `horizon` trading days later (`exitDate`, the latest price the row reads). A date whose exit lies past the range is left out (incomplete). The IC is Spearman’s rank correlation of signal and forward return among the members with both (at least 5); members without a signal or a return are counted per date. The long-short line buys the top and sells the bottom quintile (formed on t from the members with a signal and a close) at the close of t+1 and holds them to the close after the next rebalancing date (`until`); turnover is the share of new names per leg. IC decay: the mean IC at each horizon 1..20, over at most 160 rebalancing dates taken evenly over the range. At most 1830 days per request. The demo lake’s prices are simulated. The t-statistic treats the dates as independent: with a horizon longer than the rebalancing step the returns overlap and it overstates the evidence. format=csv gives one line per rebalancing date: the IC, quintile means and the long-short holding.
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description rma or esg (v4 call only; default rma)
                     * @example rma
                     */
                    product?: string;
                    /**
                     * @description Preset group id
                     * @example equ_top500
                     */
                    group?: string;
                    /** @description Key of one of your watchlists (instead of group) */
                    watchlist?: string;
                    /**
                     * @description Indicator code of the universe's class (default its sentiment indicator), or model_score for the prediction model's score
                     * @example sentiment
                     */
                    indicator?: string;
                    /**
                     * @description Source of the indicator: News_Social (default), News, Social, News_Headline (or nws, soc, nhl)
                     * @example News_Social
                     */
                    src?: string;
                    /** @description Forward-return horizon: 1, 5 (default) or 20 trading days */
                    horizon?: string;
                    /**
                     * @description daily, weekly (default) or monthly
                     * @example weekly
                     */
                    rebalancing?: string;
                    /**
                     * @description First day (inclusive), YYYY-MM-DD; default 365 days before end_date, or the lake's first day if later
                     * @example 2025-11-26
                     */
                    start_date?: string;
                    /**
                     * @description End day (exclusive), YYYY-MM-DD; default the day after the lake's last day. At most 1830 days
                     * @example 2026-11-26
                     */
                    end_date?: string;
                    /** @description json (`{ data }`, the default) or csv (a header line, then one line per row) */
                    format?: "json" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The analysis */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @example {
                             *       "product": "rma",
                             *       "universe": {
                             *         "kind": "group",
                             *         "id": "equ_top500",
                             *         "name": "Top 500 Companies"
                             *       },
                             *       "assetClass": "equ",
                             *       "priceClass": "equ",
                             *       "signal": {
                             *         "kind": "indicator",
                             *         "indicator": "sentiment",
                             *         "source": "News_Social"
                             *       },
                             *       "horizon": 5,
                             *       "rebalancing": "weekly",
                             *       "from": "2025-11-26",
                             *       "to": "2026-11-26",
                             *       "members": 500,
                             *       "tradingDays": 261,
                             *       "summary": {
                             *         "meanIc": 0.046,
                             *         "icStd": 0.087,
                             *         "tStat": 3.8,
                             *         "hitRate": 0.69,
                             *         "dates": 51,
                             *         "skippedDates": 0,
                             *         "incompleteDates": 1,
                             *         "meanAssets": 143.9,
                             *         "longShortReturn": 0.21,
                             *         "meanTurnover": 0.8
                             *       },
                             *       "ics": [
                             *         {
                             *           "date": "2025-11-28",
                             *           "entryDate": "2025-12-01",
                             *           "exitDate": "2025-12-08",
                             *           "ic": 0.052,
                             *           "assets": 141,
                             *           "noSignal": 359,
                             *           "noReturn": 0,
                             *           "quintiles": [
                             *             -0.006,
                             *             -0.005,
                             *             -0.003,
                             *             -0.002,
                             *             0.001
                             *           ]
                             *         }
                             *       ],
                             *       "quintiles": [
                             *         {
                             *           "quintile": 1,
                             *           "meanReturn": -0.006,
                             *           "dates": 51
                             *         }
                             *       ],
                             *       "longShort": [
                             *         {
                             *           "date": "2025-11-28",
                             *           "until": "2025-12-08",
                             *           "longShort": 0.004,
                             *           "cumulative": 0.004,
                             *           "turnover": null,
                             *           "long": 29,
                             *           "short": 28
                             *         }
                             *       ],
                             *       "decay": [
                             *         {
                             *           "horizon": 1,
                             *           "meanIc": 0.028,
                             *           "tStat": 2.1,
                             *           "dates": 51
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                /** @description rma or esg */
                                product: string;
                                universe: {
                                    kind: "group" | "watchlist";
                                    id: string;
                                    name: string;
                                };
                                /** @description The class whose dataset gives the signal */
                                assetClass: string;
                                /** @description The class whose (simulated) prices give the returns */
                                priceClass: string;
                                signal: {
                                    kind: "indicator" | "model";
                                    indicator?: string;
                                    source?: string;
                                };
                                horizon: number;
                                rebalancing: string;
                                /** @description First day (inclusive) */
                                from: string;
                                /** @description End day (exclusive) */
                                to: string;
                                members: number;
                                tradingDays: number;
                                summary: {
                                    meanIc: number | null;
                                    icStd: number | null;
                                    tStat: number | null;
                                    hitRate: number | null;
                                    /** @description Dates with an IC */
                                    dates: number;
                                    /** @description Dates with fewer than 5 usable members */
                                    skippedDates: number;
                                    /** @description Dates whose exit lies past the range */
                                    incompleteDates: number;
                                    meanAssets: number | null;
                                    longShortReturn: number | null;
                                    meanTurnover: number | null;
                                };
                                ics: {
                                    /** @description Rebalancing date t (the signal’s day), YYYY-MM-DD */
                                    date: string;
                                    /** @description The close the return starts from (t+1) */
                                    entryDate: string;
                                    /** @description The close the return ends at: the latest price this row reads */
                                    exitDate: string;
                                    ic: number | null;
                                    /** @description Members with a signal and a return */
                                    assets: number;
                                    /** @description Members without a signal on t */
                                    noSignal: number;
                                    /** @description Members with a signal but without both closes */
                                    noReturn: number;
                                    /** @description Mean forward return per quintile, lowest first */
                                    quintiles: (number | null)[];
                                }[];
                                quintiles: {
                                    quintile: number;
                                    meanReturn: number | null;
                                    dates: number;
                                }[];
                                longShort: {
                                    /** @description Rebalancing date the legs were formed on */
                                    date: string;
                                    /** @description The holding’s last close: the latest price it reads */
                                    until: string;
                                    longShort: number | null;
                                    /** @description Compounded long-short return up to this holding’s end */
                                    cumulative: number;
                                    turnover: number | null;
                                    long: number;
                                    short: number;
                                }[];
                                decay: {
                                    horizon: number;
                                    meanIc: number | null;
                                    tStat: number | null;
                                    dates: number;
                                }[];
                            };
                        };
                        "text/csv": string;
                    };
                };
                /** @description Bad input: the message names the parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/sentv5/analyze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run the engine on texts: assets, indicator scores, the words that drove them, keyphrases, summary
         * @description Send one `text`, or `documents` (at most 20), as JSON. Each is read as txt, md, html (reduced to its words: tags, scripts and styles dropped) or csv (one document per row, from its text column). At most 200 kB (204,800 bytes of UTF-8) of text per call, all documents together, and 200 documents: more is refused with 413. Offsets are UTF-16 code units into each answered document’s `text` (the converted text). Rate-limited to a tenth of the general per-account limit per minute.
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
                    "application/json": {
                        /** @description One text (or use documents) */
                        text?: string;
                        /** @description How to read the text: txt as it is, md and html reduced to their words (tags, scripts and styles dropped), csv as one document per row from its text column (text, body, content, document, headline or title); when not given, from the name’s extension, else txt */
                        format?: "txt" | "md" | "html" | "csv";
                        name?: string;
                        /** @description Several texts or files (at most 20), each analysed on its own */
                        documents?: {
                            /** @description The content (of a file, or pasted) */
                            text: string;
                            /** @description How to read the text: txt as it is, md and html reduced to their words (tags, scripts and styles dropped), csv as one document per row from its text column (text, body, content, document, headline or title); when not given, from the name’s extension, else txt */
                            format?: "txt" | "md" | "html" | "csv";
                            /** @description A label (a file name); the format follows its extension when not given */
                            name?: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description The engine’s reading of each document */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "limitBytes": 204800,
                         *         "bytes": 34,
                         *         "documents": [
                         *           {
                         *             "name": "text",
                         *             "format": "txt",
                         *             "text": "Apple shares did not fall sharply.",
                         *             "length": 34,
                         *             "tokenCount": 7,
                         *             "sentenceCount": 1,
                         *             "scores": {
                         *               "buzz": 2,
                         *               "sentiment": 0.4
                         *             },
                         *             "drivers": {
                         *               "sentiment": [
                         *                 0
                         *               ]
                         *             },
                         *             "terms": [
                         *               {
                         *                 "start": 21,
                         *                 "end": 25,
                         *                 "text": "fall",
                         *                 "term": "fall",
                         *                 "codes": [
                         *                   "sentiment",
                         *                   "priceDirection"
                         *                 ],
                         *                 "weight": -0.75,
                         *                 "sentiment": 0.6,
                         *                 "negated": true,
                         *                 "future": false
                         *               }
                         *             ],
                         *             "assets": [
                         *               {
                         *                 "asset": "4372179024",
                         *                 "name": "Apple",
                         *                 "symbol": "AAPL.O",
                         *                 "class": "equ",
                         *                 "sector": "Technology",
                         *                 "domicile": "US",
                         *                 "exchangeCountry": "US",
                         *                 "references": 1,
                         *                 "mentions": [
                         *                   {
                         *                     "start": 0,
                         *                     "end": 5,
                         *                     "matched": "Apple",
                         *                     "kind": "alias"
                         *                   }
                         *                 ],
                         *                 "scores": {
                         *                   "buzz": 2,
                         *                   "sentiment": 0.4
                         *                 }
                         *               }
                         *             ],
                         *             "keyphrases": [
                         *               {
                         *                 "phrase": "Apple shares",
                         *                 "count": 1,
                         *                 "score": 4
                         *               }
                         *             ],
                         *             "summary": "Apple shares did not fall sharply."
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "limitBytes": 204800,
                             *       "bytes": 34,
                             *       "documents": [
                             *         {
                             *           "name": "text",
                             *           "format": "txt",
                             *           "text": "Apple shares did not fall sharply.",
                             *           "length": 34,
                             *           "tokenCount": 7,
                             *           "sentenceCount": 1,
                             *           "scores": {
                             *             "buzz": 2,
                             *             "sentiment": 0.4
                             *           },
                             *           "drivers": {
                             *             "sentiment": [
                             *               0
                             *             ]
                             *           },
                             *           "terms": [
                             *             {
                             *               "start": 21,
                             *               "end": 25,
                             *               "text": "fall",
                             *               "term": "fall",
                             *               "codes": [
                             *                 "sentiment",
                             *                 "priceDirection"
                             *               ],
                             *               "weight": -0.75,
                             *               "sentiment": 0.6,
                             *               "negated": true,
                             *               "future": false
                             *             }
                             *           ],
                             *           "assets": [
                             *             {
                             *               "asset": "4372179024",
                             *               "name": "Apple",
                             *               "symbol": "AAPL.O",
                             *               "class": "equ",
                             *               "sector": "Technology",
                             *               "domicile": "US",
                             *               "exchangeCountry": "US",
                             *               "references": 1,
                             *               "mentions": [
                             *                 {
                             *                   "start": 0,
                             *                   "end": 5,
                             *                   "matched": "Apple",
                             *                   "kind": "alias"
                             *                 }
                             *               ],
                             *               "scores": {
                             *                 "buzz": 2,
                             *                 "sentiment": 0.4
                             *               }
                             *             }
                             *           ],
                             *           "keyphrases": [
                             *             {
                             *               "phrase": "Apple shares",
                             *               "count": 1,
                             *               "score": 4
                             *             }
                             *           ],
                             *           "summary": "Apple shares did not fall sharply."
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                /** @description Most bytes of text one call reads */
                                limitBytes: number;
                                /** @description Bytes of text this call read */
                                bytes: number;
                                documents: {
                                    name: string;
                                    format: string;
                                    /** @description The text analysed (after conversion): the offsets point into it */
                                    text: string;
                                    length: number;
                                    tokenCount: number;
                                    sentenceCount: number;
                                    /** @description Indicator code -> score: buzz is a count of weighted references, the others a share of it */
                                    scores: {
                                        [key: string]: number;
                                    };
                                    /** @description Indicator code -> indices into terms of the words that drove it (what to highlight) */
                                    drivers: {
                                        [key: string]: number[];
                                    };
                                    terms: {
                                        /** @description Offset of the first character in the document text (UTF-16 code units) */
                                        start: number;
                                        /** @description Offset after the last character */
                                        end: number;
                                        /** @description The words as written */
                                        text: string;
                                        /** @description The lexicon entry that matched */
                                        term: string;
                                        /** @description Indicators the term moves */
                                        codes: string[];
                                        /** @description Weight after intensifiers and negation (negative when negated) */
                                        weight: number;
                                        /** @description Signed contribution to sentiment (0 for a word without tone) */
                                        sentiment: number;
                                        /** @description A negation flipped the term */
                                        negated: boolean;
                                        /** @description In a forward-looking clause: its direction topics counted as their forecasts, its tone as optimism or pessimism */
                                        future: boolean;
                                    }[];
                                    /** @description Assets of the lake universe found, in order of first mention */
                                    assets: {
                                        /** @description Asset code */
                                        asset: string;
                                        name: string;
                                        /** @description Display symbol (spec §9): RIC, coin code, or currency against USD */
                                        symbol: string;
                                        /** @description Asset class code */
                                        class: string;
                                        sector: string | null;
                                        domicile: string | null;
                                        exchangeCountry: string | null;
                                        /** @description References counted for the asset (attribution by sentence and clause) */
                                        references: number;
                                        mentions: {
                                            start: number;
                                            end: number;
                                            /** @description The reference form that matched */
                                            matched: string;
                                            /** @description name, alias, ticker, symbol, pair, demonym or term */
                                            kind: string;
                                        }[];
                                        /** @description Indicator code -> score: buzz is a count of weighted references, the others a share of it */
                                        scores: {
                                            [key: string]: number;
                                        };
                                    }[];
                                    keyphrases: {
                                        phrase: string;
                                        count: number;
                                        score: number;
                                    }[];
                                    /** @description Extractive summary: the text’s most telling sentences */
                                    summary: string;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Too many requests (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/sentv5/example": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The engine’s reading of a fixed example sentence (the public Engine intro page)
         * @description No key needed: always the same sentence, read against the current lake’s universe, in the shape of one document of POST /sentv5/analyze.
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
                /** @description The example */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "name": "text",
                         *         "format": "txt",
                         *         "text": "Apple shares did not fall sharply.",
                         *         "length": 34,
                         *         "tokenCount": 7,
                         *         "sentenceCount": 1,
                         *         "scores": {
                         *           "buzz": 2,
                         *           "sentiment": 0.4
                         *         },
                         *         "drivers": {
                         *           "sentiment": [
                         *             0
                         *           ]
                         *         },
                         *         "terms": [
                         *           {
                         *             "start": 21,
                         *             "end": 25,
                         *             "text": "fall",
                         *             "term": "fall",
                         *             "codes": [
                         *               "sentiment",
                         *               "priceDirection"
                         *             ],
                         *             "weight": -0.75,
                         *             "sentiment": 0.6,
                         *             "negated": true,
                         *             "future": false
                         *           }
                         *         ],
                         *         "assets": [
                         *           {
                         *             "asset": "4372179024",
                         *             "name": "Apple",
                         *             "symbol": "AAPL.O",
                         *             "class": "equ",
                         *             "sector": "Technology",
                         *             "domicile": "US",
                         *             "exchangeCountry": "US",
                         *             "references": 1,
                         *             "mentions": [
                         *               {
                         *                 "start": 0,
                         *                 "end": 5,
                         *                 "matched": "Apple",
                         *                 "kind": "alias"
                         *               }
                         *             ],
                         *             "scores": {
                         *               "buzz": 2,
                         *               "sentiment": 0.4
                         *             }
                         *           }
                         *         ],
                         *         "keyphrases": [
                         *           {
                         *             "phrase": "Apple shares",
                         *             "count": 1,
                         *             "score": 4
                         *           }
                         *         ],
                         *         "summary": "Apple shares did not fall sharply."
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "name": "text",
                             *       "format": "txt",
                             *       "text": "Apple shares did not fall sharply.",
                             *       "length": 34,
                             *       "tokenCount": 7,
                             *       "sentenceCount": 1,
                             *       "scores": {
                             *         "buzz": 2,
                             *         "sentiment": 0.4
                             *       },
                             *       "drivers": {
                             *         "sentiment": [
                             *           0
                             *         ]
                             *       },
                             *       "terms": [
                             *         {
                             *           "start": 21,
                             *           "end": 25,
                             *           "text": "fall",
                             *           "term": "fall",
                             *           "codes": [
                             *             "sentiment",
                             *             "priceDirection"
                             *           ],
                             *           "weight": -0.75,
                             *           "sentiment": 0.6,
                             *           "negated": true,
                             *           "future": false
                             *         }
                             *       ],
                             *       "assets": [
                             *         {
                             *           "asset": "4372179024",
                             *           "name": "Apple",
                             *           "symbol": "AAPL.O",
                             *           "class": "equ",
                             *           "sector": "Technology",
                             *           "domicile": "US",
                             *           "exchangeCountry": "US",
                             *           "references": 1,
                             *           "mentions": [
                             *             {
                             *               "start": 0,
                             *               "end": 5,
                             *               "matched": "Apple",
                             *               "kind": "alias"
                             *             }
                             *           ],
                             *           "scores": {
                             *             "buzz": 2,
                             *             "sentiment": 0.4
                             *           }
                             *         }
                             *       ],
                             *       "keyphrases": [
                             *         {
                             *           "phrase": "Apple shares",
                             *           "count": 1,
                             *           "score": 4
                             *         }
                             *       ],
                             *       "summary": "Apple shares did not fall sharply."
                             *     }
                             */
                            data: {
                                name: string;
                                format: string;
                                /** @description The text analysed (after conversion): the offsets point into it */
                                text: string;
                                length: number;
                                tokenCount: number;
                                sentenceCount: number;
                                /** @description Indicator code -> score: buzz is a count of weighted references, the others a share of it */
                                scores: {
                                    [key: string]: number;
                                };
                                /** @description Indicator code -> indices into terms of the words that drove it (what to highlight) */
                                drivers: {
                                    [key: string]: number[];
                                };
                                terms: {
                                    /** @description Offset of the first character in the document text (UTF-16 code units) */
                                    start: number;
                                    /** @description Offset after the last character */
                                    end: number;
                                    /** @description The words as written */
                                    text: string;
                                    /** @description The lexicon entry that matched */
                                    term: string;
                                    /** @description Indicators the term moves */
                                    codes: string[];
                                    /** @description Weight after intensifiers and negation (negative when negated) */
                                    weight: number;
                                    /** @description Signed contribution to sentiment (0 for a word without tone) */
                                    sentiment: number;
                                    /** @description A negation flipped the term */
                                    negated: boolean;
                                    /** @description In a forward-looking clause: its direction topics counted as their forecasts, its tone as optimism or pessimism */
                                    future: boolean;
                                }[];
                                /** @description Assets of the lake universe found, in order of first mention */
                                assets: {
                                    /** @description Asset code */
                                    asset: string;
                                    name: string;
                                    /** @description Display symbol (spec §9): RIC, coin code, or currency against USD */
                                    symbol: string;
                                    /** @description Asset class code */
                                    class: string;
                                    sector: string | null;
                                    domicile: string | null;
                                    exchangeCountry: string | null;
                                    /** @description References counted for the asset (attribution by sentence and clause) */
                                    references: number;
                                    mentions: {
                                        start: number;
                                        end: number;
                                        /** @description The reference form that matched */
                                        matched: string;
                                        /** @description name, alias, ticker, symbol, pair, demonym or term */
                                        kind: string;
                                    }[];
                                    /** @description Indicator code -> score: buzz is a count of weighted references, the others a share of it */
                                    scores: {
                                        [key: string]: number;
                                    };
                                }[];
                                keyphrases: {
                                    phrase: string;
                                    count: number;
                                    score: number;
                                }[];
                                /** @description Extractive summary: the text’s most telling sentences */
                                summary: string;
                            };
                        };
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/articles/data_preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Previews of articles by id: title, time, source, outlet, url, the opening of the body, assets
         * @description Articles in the order asked; ids the lake does not hold are listed in missing with the reason (a 404 when it holds none of them). At most 100 ids per request.
         */
        get: {
            parameters: {
                query: {
                    /**
                     * @description Comma-separated article ids, 1 to 100 per request (more, or none, is a 400)
                     * @example gen-2026-11-20-1k,gen-2026-11-20-1m
                     */
                    ids: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The articles found and the ids missing */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "articles": [
                         *           {
                         *             "id": "gen-2026-11-20-1k",
                         *             "time": "2026-11-20T14:05:31.000Z",
                         *             "source": "News",
                         *             "outlet": "Daily Finance Post",
                         *             "title": "Apple shares climb after strong quarterly results",
                         *             "url": "https://news.example.com/2026-11-20/gen-2026-11-20-1k",
                         *             "preview": "Apple reported record revenue and raised its outlook. Investors welcomed the results.",
                         *             "assets": [
                         *               {
                         *                 "class": "equ",
                         *                 "code": "4372179024",
                         *                 "name": "Apple"
                         *               }
                         *             ]
                         *           }
                         *         ],
                         *         "missing": [
                         *           {
                         *             "id": "gen-2024-01-05-3f",
                         *             "reason": "outside_retention",
                         *             "message": "Document 'gen-2024-01-05-3f' (2024-01-05) is older than the retention window: full texts are kept from 2026-08-25 and for every imported document; older documents only feed the indices."
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "articles": [
                             *         {
                             *           "id": "gen-2026-11-20-1k",
                             *           "time": "2026-11-20T14:05:31.000Z",
                             *           "source": "News",
                             *           "outlet": "Daily Finance Post",
                             *           "title": "Apple shares climb after strong quarterly results",
                             *           "url": "https://news.example.com/2026-11-20/gen-2026-11-20-1k",
                             *           "preview": "Apple reported record revenue and raised its outlook. Investors welcomed the results.",
                             *           "assets": [
                             *             {
                             *               "class": "equ",
                             *               "code": "4372179024",
                             *               "name": "Apple"
                             *             }
                             *           ]
                             *         }
                             *       ],
                             *       "missing": [
                             *         {
                             *           "id": "gen-2024-01-05-3f",
                             *           "reason": "outside_retention",
                             *           "message": "Document 'gen-2024-01-05-3f' (2024-01-05) is older than the retention window: full texts are kept from 2026-08-25 and for every imported document; older documents only feed the indices."
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                articles: {
                                    id: string;
                                    /** @description ISO 8601 UTC */
                                    time: string;
                                    /** @description Source type of the document */
                                    source: "News" | "Social";
                                    outlet: string | null;
                                    title: string | null;
                                    url: string | null;
                                    /** @description The opening of the body, on one line, cut at a word with an ellipsis */
                                    preview: string;
                                    /** @description The assets the article refers to, most buzz first */
                                    assets: {
                                        class: string;
                                        code: string;
                                        name: string;
                                    }[];
                                }[];
                                missing: {
                                    id: string;
                                    /** @description outside_retention: a document of the build older than the retention window (its text is not kept); not_found: no such document */
                                    reason: "outside_retention" | "not_found";
                                    message: string;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/articles/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whole articles by id, with the engine scores of each asset they refer to
         * @description Articles in the order asked; ids the lake does not hold are listed in missing with the reason (a 404 when it holds none of them). At most 100 ids per request.
         */
        get: {
            parameters: {
                query: {
                    /**
                     * @description Comma-separated article ids, 1 to 100 per request (more, or none, is a 400)
                     * @example gen-2026-11-20-1k,gen-2026-11-20-1m
                     */
                    ids: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The articles found and the ids missing */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "articles": [
                         *           {
                         *             "id": "gen-2026-11-20-1k",
                         *             "time": "2026-11-20T14:05:31.000Z",
                         *             "source": "News",
                         *             "outlet": "Daily Finance Post",
                         *             "title": "Apple shares climb after strong quarterly results",
                         *             "url": "https://news.example.com/2026-11-20/gen-2026-11-20-1k",
                         *             "body": "Apple reported record revenue and raised its outlook. Investors welcomed the results.",
                         *             "language": "en",
                         *             "imported": false,
                         *             "assets": [
                         *               {
                         *                 "class": "equ",
                         *                 "code": "4372179024",
                         *                 "name": "Apple",
                         *                 "mentions": 2,
                         *                 "buzz": 6.5,
                         *                 "sentiment": 0.42
                         *               }
                         *             ]
                         *           }
                         *         ],
                         *         "missing": []
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "articles": [
                             *         {
                             *           "id": "gen-2026-11-20-1k",
                             *           "time": "2026-11-20T14:05:31.000Z",
                             *           "source": "News",
                             *           "outlet": "Daily Finance Post",
                             *           "title": "Apple shares climb after strong quarterly results",
                             *           "url": "https://news.example.com/2026-11-20/gen-2026-11-20-1k",
                             *           "body": "Apple reported record revenue and raised its outlook. Investors welcomed the results.",
                             *           "language": "en",
                             *           "imported": false,
                             *           "assets": [
                             *             {
                             *               "class": "equ",
                             *               "code": "4372179024",
                             *               "name": "Apple",
                             *               "mentions": 2,
                             *               "buzz": 6.5,
                             *               "sentiment": 0.42
                             *             }
                             *           ]
                             *         }
                             *       ],
                             *       "missing": []
                             *     }
                             */
                            data: {
                                articles: {
                                    id: string;
                                    /** @description ISO 8601 UTC */
                                    time: string;
                                    /** @description Source type of the document */
                                    source: "News" | "Social";
                                    outlet: string | null;
                                    title: string | null;
                                    body: string;
                                    url: string | null;
                                    /** @description ISO 639-1 */
                                    language: string;
                                    /** @description Imported with the data CLI rather than from the simulated corpus */
                                    imported: boolean;
                                    /** @description The assets the article refers to with the engine scores, most buzz first */
                                    assets: {
                                        class: string;
                                        code: string;
                                        name: string;
                                        /** @description References to the asset in the article */
                                        mentions: number;
                                        /** @description Sum of the absolute weights of the words about the asset */
                                        buzz: number;
                                        /** @description (positive - negative) / buzz; null when nothing toned is said about the asset */
                                        sentiment: number | null;
                                    }[];
                                }[];
                                missing: {
                                    id: string;
                                    /** @description outside_retention: a document of the build older than the retention window (its text is not kept); not_found: no such document */
                                    reason: "outside_retention" | "not_found";
                                    message: string;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/articles/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An asset's recent articles, newest first (the asset page)
         * @description The articles the lake keeps that refer to the asset (its retention window and imported articles), with the engine scores for the asset.
         */
        get: {
            parameters: {
                query: {
                    /**
                     * @description Asset class
                     * @example equ
                     */
                    class: string;
                    /**
                     * @description Asset code
                     * @example 4372179024
                     */
                    code: string;
                    /** @description Page size */
                    limit?: number;
                    offset?: number;
                    /**
                     * @description News or Social (or nws, soc); News_Social or all (the default) for both
                     * @example News
                     */
                    source?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of the asset's articles */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "asset": {
                         *           "class": "equ",
                         *           "code": "4372179024",
                         *           "name": "Apple"
                         *         },
                         *         "total": 57,
                         *         "offset": 0,
                         *         "limit": 20,
                         *         "retainedFrom": "2026-08-25",
                         *         "articles": [
                         *           {
                         *             "id": "gen-2026-11-20-1k",
                         *             "time": "2026-11-20T14:05:31.000Z",
                         *             "source": "News",
                         *             "outlet": "Daily Finance Post",
                         *             "title": "Apple shares climb after strong quarterly results",
                         *             "url": "https://news.example.com/2026-11-20/gen-2026-11-20-1k",
                         *             "preview": "Apple reported record revenue and raised its outlook. Investors welcomed the results.",
                         *             "imported": false,
                         *             "mentions": 2,
                         *             "buzz": 6.5,
                         *             "sentiment": 0.42
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "asset": {
                             *         "class": "equ",
                             *         "code": "4372179024",
                             *         "name": "Apple"
                             *       },
                             *       "total": 57,
                             *       "offset": 0,
                             *       "limit": 20,
                             *       "retainedFrom": "2026-08-25",
                             *       "articles": [
                             *         {
                             *           "id": "gen-2026-11-20-1k",
                             *           "time": "2026-11-20T14:05:31.000Z",
                             *           "source": "News",
                             *           "outlet": "Daily Finance Post",
                             *           "title": "Apple shares climb after strong quarterly results",
                             *           "url": "https://news.example.com/2026-11-20/gen-2026-11-20-1k",
                             *           "preview": "Apple reported record revenue and raised its outlook. Investors welcomed the results.",
                             *           "imported": false,
                             *           "mentions": 2,
                             *           "buzz": 6.5,
                             *           "sentiment": 0.42
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                asset: {
                                    class: string;
                                    code: string;
                                    name: string;
                                };
                                /** @description Articles of the asset matching the filters, all pages */
                                total: number;
                                offset: number;
                                limit: number;
                                /** @description First day whose articles the lake keeps (imported articles are kept whatever their date) */
                                retainedFrom: string | null;
                                articles: {
                                    id: string;
                                    time: string;
                                    /** @description Source type of the document */
                                    source: "News" | "Social";
                                    outlet: string | null;
                                    title: string | null;
                                    preview: string;
                                    url: string | null;
                                    imported: boolean;
                                    mentions: number;
                                    buzz: number;
                                    sentiment: number | null;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/home-announce": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Current announcements for the home page, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Announcements */
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
                                id: string;
                                level: "info" | "success" | "warning";
                                title: string;
                                /** @description YYYY-MM-DD */
                                date: string;
                                summary: string;
                                tags: string[];
                                author: string;
                                /** @description A page of the site, if any */
                                link: string | null;
                                /** @description The body, rendered (raw HTML in the source is escaped) */
                                html: string;
                            }[];
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
    "/home-news2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** News items, newest first */
        get: {
            parameters: {
                query?: {
                    /** @description How many */
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description News items */
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
                                id: string;
                                title: string;
                                /** @description YYYY-MM-DD */
                                date: string;
                                summary: string;
                                tags: string[];
                                author: string;
                                link: string | null;
                                html: string;
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
                        "application/json": components["schemas"]["ApiError"];
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
    "/home-blog2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Blog posts, newest first, or one post with its HTML when url is given */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description The post's slug, or its page address ending in /blog/{slug}
                     * @example how-buzz-and-sentiment-are-computed
                     */
                    url?: string;
                    limit?: number;
                    offset?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Posts, or one post */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "total": 6,
                         *         "offset": 0,
                         *         "limit": 10,
                         *         "posts": [
                         *           {
                         *             "slug": "how-buzz-and-sentiment-are-computed",
                         *             "url": "/blog/how-buzz-and-sentiment-are-computed",
                         *             "title": "How the open NLP method computes buzz and sentiment",
                         *             "date": "2026-09-14",
                         *             "summary": "From a sentence to a daily index value, step by step.",
                         *             "tags": [
                         *               "method",
                         *               "engine"
                         *             ],
                         *             "author": "Moodwire Research",
                         *             "featured": true,
                         *             "readingMinutes": 3
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description A page of posts (newest first), or one post when `url` is given
                             * @example {
                             *       "total": 6,
                             *       "offset": 0,
                             *       "limit": 10,
                             *       "posts": [
                             *         {
                             *           "slug": "how-buzz-and-sentiment-are-computed",
                             *           "url": "/blog/how-buzz-and-sentiment-are-computed",
                             *           "title": "How the open NLP method computes buzz and sentiment",
                             *           "date": "2026-09-14",
                             *           "summary": "From a sentence to a daily index value, step by step.",
                             *           "tags": [
                             *             "method",
                             *             "engine"
                             *           ],
                             *           "author": "Moodwire Research",
                             *           "featured": true,
                             *           "readingMinutes": 3
                             *         }
                             *       ]
                             *     }
                             * @example {
                             *       "slug": "how-buzz-and-sentiment-are-computed",
                             *       "url": "/blog/how-buzz-and-sentiment-are-computed",
                             *       "title": "How the open NLP method computes buzz and sentiment",
                             *       "date": "2026-09-14",
                             *       "summary": "From a sentence to a daily index value, step by step.",
                             *       "tags": [
                             *         "method",
                             *         "engine"
                             *       ],
                             *       "author": "Moodwire Research",
                             *       "featured": true,
                             *       "readingMinutes": 3,
                             *       "html": "<h2 id=\"1-finding-the-assets\">1. Finding the assets</h2>\n<p>A document first goes through…</p>\n",
                             *       "headings": [
                             *         {
                             *           "level": 2,
                             *           "id": "1-finding-the-assets",
                             *           "text": "1. Finding the assets"
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                total: number;
                                offset: number;
                                limit: number;
                                posts: {
                                    slug: string;
                                    /** @description The public page of the post */
                                    url: string;
                                    title: string;
                                    /** @description YYYY-MM-DD */
                                    date: string;
                                    summary: string;
                                    tags: string[];
                                    author: string;
                                    featured: boolean;
                                    readingMinutes: number;
                                }[];
                            } | {
                                slug: string;
                                /** @description The public page of the post */
                                url: string;
                                title: string;
                                /** @description YYYY-MM-DD */
                                date: string;
                                summary: string;
                                tags: string[];
                                author: string;
                                featured: boolean;
                                readingMinutes: number;
                                html: string;
                                headings: {
                                    level: number;
                                    /** @description id of the heading element */
                                    id: string;
                                    text: string;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/home-featured": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Groups, posts and docs featured on the home page
         * @description Groups are shown only when the published lake has them, with their live member count and featured asset; without a published lake only posts and docs are featured.
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
                /** @description Featured items */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": [
                         *         {
                         *           "kind": "group",
                         *           "ref": "equ_top100",
                         *           "title": "The 100 most talked-about companies",
                         *           "summary": "Ranked by News and Social buzz over the last 30 days of the data.",
                         *           "href": "/ma4/equ/equ_top100/overview",
                         *           "group": {
                         *             "Group": "equ_top100",
                         *             "Name": "Top 100 by Buzz",
                         *             "Class": "equ",
                         *             "Count": 100,
                         *             "Dataset": "rma"
                         *           },
                         *           "asset": {
                         *             "Asset": "4372179024",
                         *             "Name": "Apple"
                         *           }
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example [
                             *       {
                             *         "kind": "group",
                             *         "ref": "equ_top100",
                             *         "title": "The 100 most talked-about companies",
                             *         "summary": "Ranked by News and Social buzz over the last 30 days of the data.",
                             *         "href": "/ma4/equ/equ_top100/overview",
                             *         "group": {
                             *           "Group": "equ_top100",
                             *           "Name": "Top 100 by Buzz",
                             *           "Class": "equ",
                             *           "Count": 100,
                             *           "Dataset": "rma"
                             *         },
                             *         "asset": {
                             *           "Asset": "4372179024",
                             *           "Name": "Apple"
                             *         }
                             *       }
                             *     ]
                             */
                            data: {
                                kind: "group" | "post" | "doc";
                                /** @description Group id, post slug, or area/section/page of a docs page */
                                ref: string;
                                title: string;
                                summary: string;
                                /** @description The page of the site to open */
                                href: string;
                                group?: {
                                    Group: string;
                                    Name: string;
                                    Class: string;
                                    Count: number;
                                    Dataset: string;
                                };
                                /** @description The group's featured asset */
                                asset?: {
                                    Asset: string;
                                    Name: string;
                                };
                            }[];
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
    "/webdocs/{area}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The table of contents of a docs area (listing), or a search in it (listsearch)
         * @description Pass exactly one of `listing=true` and `listsearch`.
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description The table of contents: `listing=true`, `listing=1`, or a bare `listing`
                     * @example true
                     */
                    listing?: "true" | "1" | "";
                    /**
                     * @description Words that every page found must contain
                     * @example hourly window
                     */
                    listsearch?: string;
                };
                header?: never;
                path: {
                    /**
                     * @description Docs area: ma4, esg4, mms, pulse, radar, engine, transcripts, ma5, esg5, wrds, wrds-esg
                     * @example ma4
                     */
                    area: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Table of contents or search results */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "area": "ma4",
                         *         "title": "LMA (market analytics v4)",
                         *         "pages": [
                         *           {
                         *             "area": "ma4",
                         *             "path": "guide/indicators-and-sources",
                         *             "section": "guide",
                         *             "sectionTitle": "User Guide",
                         *             "webPath": "/ma4/guide/indicators-and-sources",
                         *             "title": "Indicators, sources and windows",
                         *             "date": "2026-11-16",
                         *             "summary": "What the indicator codes mean, the four sources, the daily and hourly windows.",
                         *             "tags": [
                         *               "guide",
                         *               "indicators"
                         *             ],
                         *             "author": "Moodwire Research"
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @description The table of contents (listing), or the pages matching listsearch
                             * @example {
                             *       "area": "ma4",
                             *       "title": "LMA (market analytics v4)",
                             *       "pages": [
                             *         {
                             *           "area": "ma4",
                             *           "path": "guide/indicators-and-sources",
                             *           "section": "guide",
                             *           "sectionTitle": "User Guide",
                             *           "webPath": "/ma4/guide/indicators-and-sources",
                             *           "title": "Indicators, sources and windows",
                             *           "date": "2026-11-16",
                             *           "summary": "What the indicator codes mean, the four sources, the daily and hourly windows.",
                             *           "tags": [
                             *             "guide",
                             *             "indicators"
                             *           ],
                             *           "author": "Moodwire Research"
                             *         }
                             *       ]
                             *     }
                             * @example {
                             *       "area": "ma4",
                             *       "title": "LMA (market analytics v4)",
                             *       "query": "hourly window",
                             *       "results": [
                             *         {
                             *           "area": "ma4",
                             *           "path": "guide/indicators-and-sources",
                             *           "section": "guide",
                             *           "sectionTitle": "User Guide",
                             *           "webPath": "/ma4/guide/indicators-and-sources",
                             *           "title": "Indicators, sources and windows",
                             *           "date": "2026-11-16",
                             *           "summary": "What the indicator codes mean, the four sources, the daily and hourly windows.",
                             *           "tags": [
                             *             "guide",
                             *             "indicators"
                             *           ],
                             *           "author": "Moodwire Research",
                             *           "snippet": "…Hourly: the same 24-hour window, re-stamped every hour…"
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                area: string;
                                title: string;
                                pages: {
                                    area: string;
                                    /** @description section/page, as the webdocs call takes it */
                                    path: string;
                                    section: string;
                                    sectionTitle: string;
                                    /** @description The web page of the docs page */
                                    webPath: string;
                                    title: string;
                                    /** @description YYYY-MM-DD */
                                    date: string;
                                    summary: string;
                                    tags: string[];
                                    author: string;
                                }[];
                            } | {
                                area: string;
                                title: string;
                                query: string;
                                results: {
                                    area: string;
                                    /** @description section/page, as the webdocs call takes it */
                                    path: string;
                                    section: string;
                                    sectionTitle: string;
                                    /** @description The web page of the docs page */
                                    webPath: string;
                                    title: string;
                                    /** @description YYYY-MM-DD */
                                    date: string;
                                    summary: string;
                                    tags: string[];
                                    author: string;
                                    snippet: string;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/webdocs/{area}/{section}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One docs page: a section's overview page, or section/page URL-encoded */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /**
                     * @description Docs area: ma4, esg4, mms, pulse, radar, engine, transcripts, ma5, esg5, wrds, wrds-esg
                     * @example ma4
                     */
                    area: string;
                    /**
                     * @description Section (guide, apidocs, research, mcpdocs), or section/page URL-encoded; alone it means its overview page
                     * @example guide
                     */
                    section: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "area": "ma4",
                         *         "path": "guide/indicators-and-sources",
                         *         "section": "guide",
                         *         "sectionTitle": "User Guide",
                         *         "webPath": "/ma4/guide/indicators-and-sources",
                         *         "title": "Indicators, sources and windows",
                         *         "date": "2026-11-16",
                         *         "summary": "What the indicator codes mean, the four sources, the daily and hourly windows.",
                         *         "tags": [
                         *           "guide",
                         *           "indicators"
                         *         ],
                         *         "author": "Moodwire Research",
                         *         "html": "<h2 id=\"indicators\">Indicators</h2>\n<p>Every value in LMA is one <strong>indicator</strong>…</p>\n",
                         *         "headings": [
                         *           {
                         *             "level": 2,
                         *             "id": "indicators",
                         *             "text": "Indicators"
                         *           }
                         *         ],
                         *         "previous": {
                         *           "path": "guide/groups-and-assets",
                         *           "title": "Groups, assets and the app’s views"
                         *         },
                         *         "next": {
                         *           "path": "guide/downloads",
                         *           "title": "Downloads"
                         *         }
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "area": "ma4",
                             *       "path": "guide/indicators-and-sources",
                             *       "section": "guide",
                             *       "sectionTitle": "User Guide",
                             *       "webPath": "/ma4/guide/indicators-and-sources",
                             *       "title": "Indicators, sources and windows",
                             *       "date": "2026-11-16",
                             *       "summary": "What the indicator codes mean, the four sources, the daily and hourly windows.",
                             *       "tags": [
                             *         "guide",
                             *         "indicators"
                             *       ],
                             *       "author": "Moodwire Research",
                             *       "html": "<h2 id=\"indicators\">Indicators</h2>\n<p>Every value in LMA is one <strong>indicator</strong>…</p>\n",
                             *       "headings": [
                             *         {
                             *           "level": 2,
                             *           "id": "indicators",
                             *           "text": "Indicators"
                             *         }
                             *       ],
                             *       "previous": {
                             *         "path": "guide/groups-and-assets",
                             *         "title": "Groups, assets and the app’s views"
                             *       },
                             *       "next": {
                             *         "path": "guide/downloads",
                             *         "title": "Downloads"
                             *       }
                             *     }
                             */
                            data: {
                                area: string;
                                /** @description section/page, as the webdocs call takes it */
                                path: string;
                                section: string;
                                sectionTitle: string;
                                /** @description The web page of the docs page */
                                webPath: string;
                                title: string;
                                /** @description YYYY-MM-DD */
                                date: string;
                                summary: string;
                                tags: string[];
                                author: string;
                                html: string;
                                headings: {
                                    level: number;
                                    /** @description id of the heading element */
                                    id: string;
                                    text: string;
                                }[];
                                previous: {
                                    path: string;
                                    title: string;
                                } | null;
                                next: {
                                    path: string;
                                    title: string;
                                } | null;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/webdocs/{area}/{section}/{page}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One docs page with its HTML, headings and neighbours in the table of contents */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /**
                     * @description Docs area: ma4, esg4, mms, pulse, radar, engine, transcripts, ma5, esg5, wrds, wrds-esg
                     * @example ma4
                     */
                    area: string;
                    /**
                     * @description Page within the section (default overview)
                     * @example indicators-and-sources
                     */
                    section: string;
                    /**
                     * @description Page within the section (default overview)
                     * @example indicators-and-sources
                     */
                    page: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "area": "ma4",
                         *         "path": "guide/indicators-and-sources",
                         *         "section": "guide",
                         *         "sectionTitle": "User Guide",
                         *         "webPath": "/ma4/guide/indicators-and-sources",
                         *         "title": "Indicators, sources and windows",
                         *         "date": "2026-11-16",
                         *         "summary": "What the indicator codes mean, the four sources, the daily and hourly windows.",
                         *         "tags": [
                         *           "guide",
                         *           "indicators"
                         *         ],
                         *         "author": "Moodwire Research",
                         *         "html": "<h2 id=\"indicators\">Indicators</h2>\n<p>Every value in LMA is one <strong>indicator</strong>…</p>\n",
                         *         "headings": [
                         *           {
                         *             "level": 2,
                         *             "id": "indicators",
                         *             "text": "Indicators"
                         *           }
                         *         ],
                         *         "previous": {
                         *           "path": "guide/groups-and-assets",
                         *           "title": "Groups, assets and the app’s views"
                         *         },
                         *         "next": {
                         *           "path": "guide/downloads",
                         *           "title": "Downloads"
                         *         }
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "area": "ma4",
                             *       "path": "guide/indicators-and-sources",
                             *       "section": "guide",
                             *       "sectionTitle": "User Guide",
                             *       "webPath": "/ma4/guide/indicators-and-sources",
                             *       "title": "Indicators, sources and windows",
                             *       "date": "2026-11-16",
                             *       "summary": "What the indicator codes mean, the four sources, the daily and hourly windows.",
                             *       "tags": [
                             *         "guide",
                             *         "indicators"
                             *       ],
                             *       "author": "Moodwire Research",
                             *       "html": "<h2 id=\"indicators\">Indicators</h2>\n<p>Every value in LMA is one <strong>indicator</strong>…</p>\n",
                             *       "headings": [
                             *         {
                             *           "level": 2,
                             *           "id": "indicators",
                             *           "text": "Indicators"
                             *         }
                             *       ],
                             *       "previous": {
                             *         "path": "guide/groups-and-assets",
                             *         "title": "Groups, assets and the app’s views"
                             *       },
                             *       "next": {
                             *         "path": "guide/downloads",
                             *         "title": "Downloads"
                             *       }
                             *     }
                             */
                            data: {
                                area: string;
                                /** @description section/page, as the webdocs call takes it */
                                path: string;
                                section: string;
                                sectionTitle: string;
                                /** @description The web page of the docs page */
                                webPath: string;
                                title: string;
                                /** @description YYYY-MM-DD */
                                date: string;
                                summary: string;
                                tags: string[];
                                author: string;
                                html: string;
                                headings: {
                                    level: number;
                                    /** @description id of the heading element */
                                    id: string;
                                    text: string;
                                }[];
                                previous: {
                                    path: string;
                                    title: string;
                                } | null;
                                next: {
                                    path: string;
                                    title: string;
                                } | null;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/webdocs/output/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A generated file of the docs area: openapi.json, indicators.csv, asset-classes.csv, sources.csv */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /**
                     * @description One of openapi.json, indicators.csv, asset-classes.csv, sources.csv
                     * @example indicators.csv
                     */
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                        "text/csv": string;
                    };
                };
                /** @description Bad input: the message names the parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/papers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Our research papers and method notes, and the published research on text sentiment we build on
         * @description Cached indefinitely: `Cache-Control: private, max-age=31536000, immutable` with an ETag that changes only when the list does. Our research papers carry a date, an abstract and `downloadUrl`, their HTML document.
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
                /** @description Papers and method notes */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": [
                         *         {
                         *           "id": "golden-set-evaluation",
                         *           "kind": "research",
                         *           "title": "How often is the engine right? An evaluation on a hand-labelled golden set",
                         *           "authors": [
                         *             "Moodwire Research"
                         *           ],
                         *           "year": 2026,
                         *           "venue": "Moodwire research paper",
                         *           "summary": "On 357 hand-labelled sentences the engine gets the polarity of 95.8 % right.",
                         *           "href": null,
                         *           "tags": [
                         *             "evaluation",
                         *             "engine"
                         *           ],
                         *           "ours": true,
                         *           "date": "2026-11-26",
                         *           "abstract": "We evaluate the Moodwire engine on a golden set of 357 sentences written and labelled by hand.",
                         *           "downloadUrl": "/papers/golden-set-evaluation.html"
                         *         },
                         *         {
                         *           "id": "tetlock-2007",
                         *           "kind": "paper",
                         *           "title": "Giving Content to Investor Sentiment: The Role of Media in the Stock Market",
                         *           "authors": [
                         *             "Paul C. Tetlock"
                         *           ],
                         *           "year": 2007,
                         *           "venue": "The Journal of Finance",
                         *           "summary": "High pessimism in a daily newspaper column predicts downward pressure on prices followed by a reversal.",
                         *           "href": null,
                         *           "tags": [
                         *             "news",
                         *             "pessimism",
                         *             "returns"
                         *           ],
                         *           "ours": false,
                         *           "date": null,
                         *           "abstract": null,
                         *           "downloadUrl": null
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example [
                             *       {
                             *         "id": "golden-set-evaluation",
                             *         "kind": "research",
                             *         "title": "How often is the engine right? An evaluation on a hand-labelled golden set",
                             *         "authors": [
                             *           "Moodwire Research"
                             *         ],
                             *         "year": 2026,
                             *         "venue": "Moodwire research paper",
                             *         "summary": "On 357 hand-labelled sentences the engine gets the polarity of 95.8 % right.",
                             *         "href": null,
                             *         "tags": [
                             *           "evaluation",
                             *           "engine"
                             *         ],
                             *         "ours": true,
                             *         "date": "2026-11-26",
                             *         "abstract": "We evaluate the Moodwire engine on a golden set of 357 sentences written and labelled by hand.",
                             *         "downloadUrl": "/papers/golden-set-evaluation.html"
                             *       },
                             *       {
                             *         "id": "tetlock-2007",
                             *         "kind": "paper",
                             *         "title": "Giving Content to Investor Sentiment: The Role of Media in the Stock Market",
                             *         "authors": [
                             *           "Paul C. Tetlock"
                             *         ],
                             *         "year": 2007,
                             *         "venue": "The Journal of Finance",
                             *         "summary": "High pessimism in a daily newspaper column predicts downward pressure on prices followed by a reversal.",
                             *         "href": null,
                             *         "tags": [
                             *           "news",
                             *           "pessimism",
                             *           "returns"
                             *         ],
                             *         "ours": false,
                             *         "date": null,
                             *         "abstract": null,
                             *         "downloadUrl": null
                             *       }
                             *     ]
                             */
                            data: {
                                id: string;
                                /** @description research: our paper, with an HTML document; method-note: our docs page; paper: published by others */
                                kind: "research" | "method-note" | "paper";
                                title: string;
                                authors: string[];
                                year: number;
                                venue: string;
                                /** @description One line in our words */
                                summary: string;
                                /** @description The docs page of a method note */
                                href: string | null;
                                tags: string[];
                                /** @description Written by us (research and method notes), or on the reading list */
                                ours: boolean;
                                /** @description Publication day (YYYY-MM-DD) of our research papers; null where only the year is known */
                                date: string | null;
                                /** @description The abstract of our research papers */
                                abstract: string | null;
                                /** @description API path of the standalone HTML document of our research papers: /papers/{id}.html */
                                downloadUrl: string | null;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/papers/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of our research papers as a standalone HTML document
         * @description A self-contained HTML file (inline style, no script, nothing to load) under a strict Content-Security-Policy. Opens in the browser (`Content-Disposition: inline`), or is saved with `download=1` (`attachment`). Cached indefinitely with an ETag, as `/papers`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description 1: save the file (Content-Disposition attachment) instead of opening it */
                    download?: "1" | "0";
                };
                header?: never;
                path: {
                    /**
                     * @description {id}.html of a research paper: golden-set-evaluation.html, daily-and-hourly-indices.html, scoring-and-attribution.html
                     * @example golden-set-evaluation.html
                     */
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The paper */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Bad input: the message names the parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
                        "application/json": components["schemas"]["ApiError"];
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
                        /** @description Request id: a string or a number, echoed unchanged */
                        id?: unknown;
                        method?: string;
                        params?: unknown;
                        result?: unknown;
                        error?: unknown;
                    } & {
                        [key: string]: unknown;
                    }) | ({
                        /** @enum {string} */
                        jsonrpc: "2.0";
                        /** @description Request id: a string or a number, echoed unchanged */
                        id?: unknown;
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
                         *             "text": "[{\"Name\":\"Apple\",\"Asset\":\"4372179024\"}]"
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
                        "application/json": components["schemas"]["ApiError"] | {
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
                        "application/json": components["schemas"]["ApiError"];
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The AI agent consoles, their tools and whether a model is configured */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Agents, tools and model settings */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "model": {
                         *           "isConfigured": false,
                         *           "name": null,
                         *           "server": null,
                         *           "maxToolRounds": 8,
                         *           "timeoutMs": 120000
                         *         },
                         *         "agents": [
                         *           {
                         *             "id": "aigent",
                         *             "title": "AI Agent",
                         *             "description": "Answers questions…",
                         *             "tools": [
                         *               "search_assets"
                         *             ]
                         *           }
                         *         ],
                         *         "tools": [
                         *           {
                         *             "name": "search_assets",
                         *             "description": "Find assets…",
                         *             "inputSchema": {
                         *               "type": "object"
                         *             }
                         *           }
                         *         ],
                         *         "settings": [
                         *           {
                         *             "name": "AGENT_MODEL_URL",
                         *             "default": "(empty)",
                         *             "description": "Base URL…"
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "model": {
                             *         "isConfigured": false,
                             *         "name": null,
                             *         "server": null,
                             *         "maxToolRounds": 8,
                             *         "timeoutMs": 120000
                             *       },
                             *       "agents": [
                             *         {
                             *           "id": "aigent",
                             *           "title": "AI Agent",
                             *           "description": "Answers questions…",
                             *           "tools": [
                             *             "search_assets"
                             *           ]
                             *         }
                             *       ],
                             *       "tools": [
                             *         {
                             *           "name": "search_assets",
                             *           "description": "Find assets…",
                             *           "inputSchema": {
                             *             "type": "object"
                             *           }
                             *         }
                             *       ],
                             *       "settings": [
                             *         {
                             *           "name": "AGENT_MODEL_URL",
                             *           "default": "(empty)",
                             *           "description": "Base URL…"
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                model: {
                                    isConfigured: boolean;
                                    /** @description AGENT_MODEL */
                                    name: string | null;
                                    /** @description Host of AGENT_MODEL_URL (never its key) */
                                    server: string | null;
                                    maxToolRounds: number;
                                    timeoutMs: number;
                                };
                                agents: {
                                    /**
                                     * @description The agent console
                                     * @example aigent
                                     */
                                    id: "aigent" | "mta-agent" | "ai-agent-8505";
                                    title: string;
                                    description: string;
                                    /** @description Names of the tools it may call */
                                    tools: string[];
                                }[];
                                /** @description Every MCP tool, for the by-hand forms */
                                tools: {
                                    /** @example search_assets */
                                    name: string;
                                    title?: string;
                                    description: string;
                                    /** @description The tool input as JSON Schema */
                                    inputSchema: {
                                        [key: string]: unknown;
                                    };
                                }[];
                                /** @description The API settings of the agents */
                                settings: {
                                    name: string;
                                    default: string;
                                    description: string;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/admin/agents/tools/{tool}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Call one MCP tool by hand, with your own access */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example search_assets */
                    tool: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "arguments": {
                     *         "search": "apple",
                     *         "limit": 5
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @description The tool's arguments (its inputSchema) */
                        arguments: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            responses: {
                /** @description The tool answer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "result": "[{\"Name\":\"Apple\",\"Asset\":\"4372179024\"}]",
                         *         "isError": false,
                         *         "isTruncated": false
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "result": "[{\"Name\":\"Apple\",\"Asset\":\"4372179024\"}]",
                             *       "isError": false,
                             *       "isTruncated": false
                             *     }
                             */
                            data: {
                                /** @description The tool answer (text, usually JSON) */
                                result: string;
                                /** @description The tool refused or failed: result says why */
                                isError: boolean;
                                isTruncated: boolean;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/admin/agents/{agent}/chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One agent answer, streamed as Server-Sent Events (text, tool calls and results, done or error)
         * @description Each event is one `data:` line of JSON with a `type`: `text` (a piece of the answer), `tool_call` (name and JSON arguments), `tool_result` (the tool answer, cut at 4000 characters), `done`, or `error` (the model server unreachable, the time limit, too many tool rounds). 409 when no model is configured (AGENT_MODEL_URL, AGENT_MODEL).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /**
                     * @description The agent console
                     * @example aigent
                     */
                    agent: "aigent" | "mta-agent" | "ai-agent-8505";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "messages": [
                     *         {
                     *           "role": "user",
                     *           "content": "Which companies of equ_top100 rose most today?"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @description The conversation so far, oldest first, ending with the question */
                        messages: {
                            role: "user" | "assistant";
                            content: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description The answer as Server-Sent Events */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": string;
                    };
                };
                /** @description Bad input: the message names the parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Conflict: a unique value is already taken */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/radarv5/alerts/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the alert rules of the signed-in user
         * @description Newest first, each with its number of firings. At most 100 rules per user.
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
                /** @description Alert rules */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "rules": [
                         *           {
                         *             "id": "0b6c1f9e-4d1a-4d8e-9a51-5f3f0a7c2b11",
                         *             "name": "Bitcoin mood turns",
                         *             "target": {
                         *               "type": "asset",
                         *               "class": "crypto",
                         *               "code": "BTC"
                         *             },
                         *             "kind": "threshold",
                         *             "indicator": "sentiment",
                         *             "source": "News_Social",
                         *             "params": {
                         *               "direction": "above",
                         *               "value": 0.2
                         *             },
                         *             "cooldownDays": 3,
                         *             "expires": null,
                         *             "enabled": true,
                         *             "created": "2026-11-20T09:00:00.000Z",
                         *             "updated": "2026-11-20T09:00:00.000Z",
                         *             "firings": 2,
                         *             "lastFiredAt": "2026-11-24T21:05:00.000Z"
                         *           }
                         *         ],
                         *         "limit": 100
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "rules": [
                             *         {
                             *           "id": "0b6c1f9e-4d1a-4d8e-9a51-5f3f0a7c2b11",
                             *           "name": "Bitcoin mood turns",
                             *           "target": {
                             *             "type": "asset",
                             *             "class": "crypto",
                             *             "code": "BTC"
                             *           },
                             *           "kind": "threshold",
                             *           "indicator": "sentiment",
                             *           "source": "News_Social",
                             *           "params": {
                             *             "direction": "above",
                             *             "value": 0.2
                             *           },
                             *           "cooldownDays": 3,
                             *           "expires": null,
                             *           "enabled": true,
                             *           "created": "2026-11-20T09:00:00.000Z",
                             *           "updated": "2026-11-20T09:00:00.000Z",
                             *           "firings": 2,
                             *           "lastFiredAt": "2026-11-24T21:05:00.000Z"
                             *         }
                             *       ],
                             *       "limit": 100
                             *     }
                             */
                            data: {
                                rules: {
                                    id: string;
                                    name: string;
                                    target: {
                                        /** @description asset, group or watchlist */
                                        type: string;
                                        class?: string;
                                        code?: string;
                                        group?: string;
                                        key?: string;
                                    };
                                    /** @description threshold, zscore, change or buzz_spike */
                                    kind: string;
                                    indicator: string;
                                    source: string;
                                    /**
                                     * @example {
                                     *       "direction": "above",
                                     *       "value": 0.2
                                     *     }
                                     */
                                    params: {
                                        /**
                                         * @description threshold: 'above' or 'below' (required); zscore: 'above', 'below' or 'either' (default); change: 'up', 'down' or 'either' (default)
                                         * @enum {unknown}
                                         */
                                        direction?: "above" | "below" | "up" | "down" | "either";
                                        /** @description threshold: the level the indicator crosses (required) */
                                        value?: number;
                                        /** @description zscore and buzz_spike: trailing window in days (default 30) */
                                        window?: number;
                                        /** @description zscore: |z| at or beyond this fires (required) */
                                        limit?: number;
                                        /** @description change: the period P in days (required) */
                                        days?: number;
                                        /** @description change: a change of at least this much fires (required) */
                                        amount?: number;
                                        /** @description buzz_spike: buzz at or above factor x its trailing mean fires (required) */
                                        factor?: number;
                                    };
                                    cooldownDays: number;
                                    expires: string | null;
                                    enabled: boolean;
                                    /** Format: date-time */
                                    created: string;
                                    /** Format: date-time */
                                    updated: string;
                                    /** @description Firings so far */
                                    firings: number;
                                    lastFiredAt: string | null;
                                }[];
                                /** @description Most rules a user may have */
                                limit: number;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create an alert rule
         * @description A rule on an asset, a preset group or one of your v5 watchlists: threshold (the indicator crosses a value), zscore (its z-score against a trailing window is beyond a limit), change (it moves by at least an amount over a period) or buzz_spike (buzz at least a multiple of its trailing mean). Evaluated over daily windows after each publish of the data and on a schedule.
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
                     *       "name": "Bitcoin mood turns",
                     *       "target": {
                     *         "type": "asset",
                     *         "class": "crypto",
                     *         "code": "BTC"
                     *       },
                     *       "kind": "threshold",
                     *       "indicator": "sentiment",
                     *       "source": "News_Social",
                     *       "params": {
                     *         "direction": "above",
                     *         "value": 0.2
                     *       },
                     *       "cooldownDays": 1,
                     *       "expires": null,
                     *       "enabled": true
                     *     }
                     */
                    "application/json": {
                        /** @example Bitcoin mood turns */
                        name: string;
                        /**
                         * @example {
                         *       "type": "asset",
                         *       "class": "crypto",
                         *       "code": "BTC"
                         *     }
                         */
                        target: {
                            /**
                             * @description 'asset' (class + code), 'group' (a preset group id) or 'watchlist' (one of the user's v5 watchlists)
                             * @enum {unknown}
                             */
                            type: "asset" | "group" | "watchlist";
                            /**
                             * @description The asset's class (type 'asset')
                             * @enum {unknown}
                             */
                            class?: "agr" | "equ" | "equcor" | "equesg" | "etf" | "cou" | "coucor" | "couesg" | "coumkt" | "cur" | "crypto" | "enm" | "equamer" | "equemea" | "equapac";
                            /** @description The asset code (type 'asset') */
                            code?: string;
                            /** @description Preset group id (type 'group') */
                            group?: string;
                            /** @description Watchlist key (type 'watchlist') */
                            key?: string;
                        };
                        /**
                         * @description threshold: the indicator crosses a value; zscore: its z-score against a trailing window is beyond a limit; change: it changes by at least an amount over a period; buzz_spike: buzz at or above a multiple of its trailing mean
                         * @example threshold
                         * @enum {unknown}
                         */
                        kind: "threshold" | "zscore" | "change" | "buzz_spike";
                        /**
                         * @description An indicator of the target's class (the catalogue code); buzz_spike reads 'buzz' (its default)
                         * @example sentiment
                         */
                        indicator?: string;
                        /**
                         * @description Default 'News_Social'
                         * @example News_Social
                         * @enum {unknown}
                         */
                        source?: "News_Social" | "News" | "Social" | "News_Headline";
                        /**
                         * @example {
                         *       "direction": "above",
                         *       "value": 0.2
                         *     }
                         */
                        params: {
                            /**
                             * @description threshold: 'above' or 'below' (required); zscore: 'above', 'below' or 'either' (default); change: 'up', 'down' or 'either' (default)
                             * @enum {unknown}
                             */
                            direction?: "above" | "below" | "up" | "down" | "either";
                            /** @description threshold: the level the indicator crosses (required) */
                            value?: number;
                            /** @description zscore and buzz_spike: trailing window in days (default 30) */
                            window?: number;
                            /** @description zscore: |z| at or beyond this fires (required) */
                            limit?: number;
                            /** @description change: the period P in days (required) */
                            days?: number;
                            /** @description change: a change of at least this much fires (required) */
                            amount?: number;
                            /** @description buzz_spike: buzz at or above factor x its trailing mean fires (required) */
                            factor?: number;
                        };
                        /** @description Days between two firings of the rule on one asset (default 3; 0: any day) */
                        cooldownDays?: number;
                        /** @description The last day the rule is evaluated (YYYY-MM-DD); null or absent: never expires */
                        expires?: string | null;
                        /** @description Default true */
                        enabled?: boolean;
                    };
                };
            };
            responses: {
                /** @description The stored rule */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "id": "0b6c1f9e-4d1a-4d8e-9a51-5f3f0a7c2b11",
                         *         "name": "Bitcoin mood turns",
                         *         "target": {
                         *           "type": "asset",
                         *           "class": "crypto",
                         *           "code": "BTC"
                         *         },
                         *         "kind": "threshold",
                         *         "indicator": "sentiment",
                         *         "source": "News_Social",
                         *         "params": {
                         *           "direction": "above",
                         *           "value": 0.2
                         *         },
                         *         "cooldownDays": 3,
                         *         "expires": null,
                         *         "enabled": true,
                         *         "created": "2026-11-20T09:00:00.000Z",
                         *         "updated": "2026-11-20T09:00:00.000Z",
                         *         "firings": 2,
                         *         "lastFiredAt": "2026-11-24T21:05:00.000Z"
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "id": "0b6c1f9e-4d1a-4d8e-9a51-5f3f0a7c2b11",
                             *       "name": "Bitcoin mood turns",
                             *       "target": {
                             *         "type": "asset",
                             *         "class": "crypto",
                             *         "code": "BTC"
                             *       },
                             *       "kind": "threshold",
                             *       "indicator": "sentiment",
                             *       "source": "News_Social",
                             *       "params": {
                             *         "direction": "above",
                             *         "value": 0.2
                             *       },
                             *       "cooldownDays": 3,
                             *       "expires": null,
                             *       "enabled": true,
                             *       "created": "2026-11-20T09:00:00.000Z",
                             *       "updated": "2026-11-20T09:00:00.000Z",
                             *       "firings": 2,
                             *       "lastFiredAt": "2026-11-24T21:05:00.000Z"
                             *     }
                             */
                            data: {
                                id: string;
                                name: string;
                                target: {
                                    /** @description asset, group or watchlist */
                                    type: string;
                                    class?: string;
                                    code?: string;
                                    group?: string;
                                    key?: string;
                                };
                                /** @description threshold, zscore, change or buzz_spike */
                                kind: string;
                                indicator: string;
                                source: string;
                                /**
                                 * @example {
                                 *       "direction": "above",
                                 *       "value": 0.2
                                 *     }
                                 */
                                params: {
                                    /**
                                     * @description threshold: 'above' or 'below' (required); zscore: 'above', 'below' or 'either' (default); change: 'up', 'down' or 'either' (default)
                                     * @enum {unknown}
                                     */
                                    direction?: "above" | "below" | "up" | "down" | "either";
                                    /** @description threshold: the level the indicator crosses (required) */
                                    value?: number;
                                    /** @description zscore and buzz_spike: trailing window in days (default 30) */
                                    window?: number;
                                    /** @description zscore: |z| at or beyond this fires (required) */
                                    limit?: number;
                                    /** @description change: the period P in days (required) */
                                    days?: number;
                                    /** @description change: a change of at least this much fires (required) */
                                    amount?: number;
                                    /** @description buzz_spike: buzz at or above factor x its trailing mean fires (required) */
                                    factor?: number;
                                };
                                cooldownDays: number;
                                expires: string | null;
                                enabled: boolean;
                                /** Format: date-time */
                                created: string;
                                /** Format: date-time */
                                updated: string;
                                /** @description Firings so far */
                                firings: number;
                                lastFiredAt: string | null;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/radarv5/alerts/rules/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace an alert rule
         * @description The whole rule is sent, as on creation. Its firings so far stay in the history.
         */
        post: {
            parameters: {
                query: {
                    /**
                     * @description The rule id
                     * @example 0b6c1f9e-4d1a-4d8e-9a51-5f3f0a7c2b11
                     */
                    id: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "name": "Bitcoin mood turns",
                     *       "target": {
                     *         "type": "asset",
                     *         "class": "crypto",
                     *         "code": "BTC"
                     *       },
                     *       "kind": "threshold",
                     *       "indicator": "sentiment",
                     *       "source": "News_Social",
                     *       "params": {
                     *         "direction": "above",
                     *         "value": 0.2
                     *       },
                     *       "cooldownDays": 1,
                     *       "expires": null,
                     *       "enabled": true
                     *     }
                     */
                    "application/json": {
                        /** @example Bitcoin mood turns */
                        name: string;
                        /**
                         * @example {
                         *       "type": "asset",
                         *       "class": "crypto",
                         *       "code": "BTC"
                         *     }
                         */
                        target: {
                            /**
                             * @description 'asset' (class + code), 'group' (a preset group id) or 'watchlist' (one of the user's v5 watchlists)
                             * @enum {unknown}
                             */
                            type: "asset" | "group" | "watchlist";
                            /**
                             * @description The asset's class (type 'asset')
                             * @enum {unknown}
                             */
                            class?: "agr" | "equ" | "equcor" | "equesg" | "etf" | "cou" | "coucor" | "couesg" | "coumkt" | "cur" | "crypto" | "enm" | "equamer" | "equemea" | "equapac";
                            /** @description The asset code (type 'asset') */
                            code?: string;
                            /** @description Preset group id (type 'group') */
                            group?: string;
                            /** @description Watchlist key (type 'watchlist') */
                            key?: string;
                        };
                        /**
                         * @description threshold: the indicator crosses a value; zscore: its z-score against a trailing window is beyond a limit; change: it changes by at least an amount over a period; buzz_spike: buzz at or above a multiple of its trailing mean
                         * @example threshold
                         * @enum {unknown}
                         */
                        kind: "threshold" | "zscore" | "change" | "buzz_spike";
                        /**
                         * @description An indicator of the target's class (the catalogue code); buzz_spike reads 'buzz' (its default)
                         * @example sentiment
                         */
                        indicator?: string;
                        /**
                         * @description Default 'News_Social'
                         * @example News_Social
                         * @enum {unknown}
                         */
                        source?: "News_Social" | "News" | "Social" | "News_Headline";
                        /**
                         * @example {
                         *       "direction": "above",
                         *       "value": 0.2
                         *     }
                         */
                        params: {
                            /**
                             * @description threshold: 'above' or 'below' (required); zscore: 'above', 'below' or 'either' (default); change: 'up', 'down' or 'either' (default)
                             * @enum {unknown}
                             */
                            direction?: "above" | "below" | "up" | "down" | "either";
                            /** @description threshold: the level the indicator crosses (required) */
                            value?: number;
                            /** @description zscore and buzz_spike: trailing window in days (default 30) */
                            window?: number;
                            /** @description zscore: |z| at or beyond this fires (required) */
                            limit?: number;
                            /** @description change: the period P in days (required) */
                            days?: number;
                            /** @description change: a change of at least this much fires (required) */
                            amount?: number;
                            /** @description buzz_spike: buzz at or above factor x its trailing mean fires (required) */
                            factor?: number;
                        };
                        /** @description Days between two firings of the rule on one asset (default 3; 0: any day) */
                        cooldownDays?: number;
                        /** @description The last day the rule is evaluated (YYYY-MM-DD); null or absent: never expires */
                        expires?: string | null;
                        /** @description Default true */
                        enabled?: boolean;
                    };
                };
            };
            responses: {
                /** @description The stored rule */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "id": "0b6c1f9e-4d1a-4d8e-9a51-5f3f0a7c2b11",
                         *         "name": "Bitcoin mood turns",
                         *         "target": {
                         *           "type": "asset",
                         *           "class": "crypto",
                         *           "code": "BTC"
                         *         },
                         *         "kind": "threshold",
                         *         "indicator": "sentiment",
                         *         "source": "News_Social",
                         *         "params": {
                         *           "direction": "above",
                         *           "value": 0.2
                         *         },
                         *         "cooldownDays": 3,
                         *         "expires": null,
                         *         "enabled": true,
                         *         "created": "2026-11-20T09:00:00.000Z",
                         *         "updated": "2026-11-20T09:00:00.000Z",
                         *         "firings": 2,
                         *         "lastFiredAt": "2026-11-24T21:05:00.000Z"
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "id": "0b6c1f9e-4d1a-4d8e-9a51-5f3f0a7c2b11",
                             *       "name": "Bitcoin mood turns",
                             *       "target": {
                             *         "type": "asset",
                             *         "class": "crypto",
                             *         "code": "BTC"
                             *       },
                             *       "kind": "threshold",
                             *       "indicator": "sentiment",
                             *       "source": "News_Social",
                             *       "params": {
                             *         "direction": "above",
                             *         "value": 0.2
                             *       },
                             *       "cooldownDays": 3,
                             *       "expires": null,
                             *       "enabled": true,
                             *       "created": "2026-11-20T09:00:00.000Z",
                             *       "updated": "2026-11-20T09:00:00.000Z",
                             *       "firings": 2,
                             *       "lastFiredAt": "2026-11-24T21:05:00.000Z"
                             *     }
                             */
                            data: {
                                id: string;
                                name: string;
                                target: {
                                    /** @description asset, group or watchlist */
                                    type: string;
                                    class?: string;
                                    code?: string;
                                    group?: string;
                                    key?: string;
                                };
                                /** @description threshold, zscore, change or buzz_spike */
                                kind: string;
                                indicator: string;
                                source: string;
                                /**
                                 * @example {
                                 *       "direction": "above",
                                 *       "value": 0.2
                                 *     }
                                 */
                                params: {
                                    /**
                                     * @description threshold: 'above' or 'below' (required); zscore: 'above', 'below' or 'either' (default); change: 'up', 'down' or 'either' (default)
                                     * @enum {unknown}
                                     */
                                    direction?: "above" | "below" | "up" | "down" | "either";
                                    /** @description threshold: the level the indicator crosses (required) */
                                    value?: number;
                                    /** @description zscore and buzz_spike: trailing window in days (default 30) */
                                    window?: number;
                                    /** @description zscore: |z| at or beyond this fires (required) */
                                    limit?: number;
                                    /** @description change: the period P in days (required) */
                                    days?: number;
                                    /** @description change: a change of at least this much fires (required) */
                                    amount?: number;
                                    /** @description buzz_spike: buzz at or above factor x its trailing mean fires (required) */
                                    factor?: number;
                                };
                                cooldownDays: number;
                                expires: string | null;
                                enabled: boolean;
                                /** Format: date-time */
                                created: string;
                                /** Format: date-time */
                                updated: string;
                                /** @description Firings so far */
                                firings: number;
                                lastFiredAt: string | null;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/radarv5/alerts/rules/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete an alert rule with its firings */
        post: {
            parameters: {
                query: {
                    /**
                     * @description The rule id
                     * @example 0b6c1f9e-4d1a-4d8e-9a51-5f3f0a7c2b11
                     */
                    id: string;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/radarv5/alerts/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview an unsaved rule on one asset: its daily series and the days it would have fired
         * @description The asset's daily values over the past year (days) and every day the rule would have fired, from the same evaluation as the live alerts, cooldown included.
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
                     *       "asset": {
                     *         "class": "crypto",
                     *         "code": "BTC"
                     *       },
                     *       "kind": "zscore",
                     *       "indicator": "sentiment",
                     *       "source": "News_Social",
                     *       "params": {
                     *         "limit": 2,
                     *         "window": 30
                     *       },
                     *       "cooldownDays": 3
                     *     }
                     */
                    "application/json": {
                        asset: {
                            /**
                             * @description Asset class
                             * @example crypto
                             */
                            class: string;
                            /**
                             * @description Asset code
                             * @example BTC
                             */
                            code: string;
                        };
                        /**
                         * @description threshold: the indicator crosses a value; zscore: its z-score against a trailing window is beyond a limit; change: it changes by at least an amount over a period; buzz_spike: buzz at or above a multiple of its trailing mean
                         * @example threshold
                         * @enum {unknown}
                         */
                        kind: "threshold" | "zscore" | "change" | "buzz_spike";
                        /**
                         * @description An indicator of the target's class (the catalogue code); buzz_spike reads 'buzz' (its default)
                         * @example sentiment
                         */
                        indicator?: string;
                        /**
                         * @description Default 'News_Social'
                         * @example News_Social
                         * @enum {unknown}
                         */
                        source?: "News_Social" | "News" | "Social" | "News_Headline";
                        /**
                         * @example {
                         *       "direction": "above",
                         *       "value": 0.2
                         *     }
                         */
                        params: {
                            /**
                             * @description threshold: 'above' or 'below' (required); zscore: 'above', 'below' or 'either' (default); change: 'up', 'down' or 'either' (default)
                             * @enum {unknown}
                             */
                            direction?: "above" | "below" | "up" | "down" | "either";
                            /** @description threshold: the level the indicator crosses (required) */
                            value?: number;
                            /** @description zscore and buzz_spike: trailing window in days (default 30) */
                            window?: number;
                            /** @description zscore: |z| at or beyond this fires (required) */
                            limit?: number;
                            /** @description change: the period P in days (required) */
                            days?: number;
                            /** @description change: a change of at least this much fires (required) */
                            amount?: number;
                            /** @description buzz_spike: buzz at or above factor x its trailing mean fires (required) */
                            factor?: number;
                        };
                        /** @description Days between two firings of the rule on one asset (default 3; 0: any day) */
                        cooldownDays?: number;
                        /** @description Days shown (default 365) */
                        days?: number;
                        name?: string;
                        target?: unknown;
                        expires?: unknown;
                        enabled?: boolean;
                    };
                };
            };
            responses: {
                /** @description Series and firing days */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "asset": {
                         *           "class": "crypto",
                         *           "code": "BTC",
                         *           "name": "Bitcoin"
                         *         },
                         *         "indicator": "sentiment",
                         *         "source": "News_Social",
                         *         "from": "2025-11-25",
                         *         "to": "2026-11-24",
                         *         "points": [
                         *           {
                         *             "date": "2026-11-23",
                         *             "value": 0.18,
                         *             "buzz": 410.5
                         *           },
                         *           {
                         *             "date": "2026-11-24",
                         *             "value": 0.243,
                         *             "buzz": 530
                         *           }
                         *         ],
                         *         "firings": [
                         *           {
                         *             "date": "2026-11-24",
                         *             "values": {
                         *               "value": 0.243,
                         *               "previous": 0.18,
                         *               "threshold": 0.2
                         *             },
                         *             "message": "Bitcoin (BTC): Sentiment crossed above 0.2 (0.243, from 0.180) on 2026-11-24"
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "asset": {
                             *         "class": "crypto",
                             *         "code": "BTC",
                             *         "name": "Bitcoin"
                             *       },
                             *       "indicator": "sentiment",
                             *       "source": "News_Social",
                             *       "from": "2025-11-25",
                             *       "to": "2026-11-24",
                             *       "points": [
                             *         {
                             *           "date": "2026-11-23",
                             *           "value": 0.18,
                             *           "buzz": 410.5
                             *         },
                             *         {
                             *           "date": "2026-11-24",
                             *           "value": 0.243,
                             *           "buzz": 530
                             *         }
                             *       ],
                             *       "firings": [
                             *         {
                             *           "date": "2026-11-24",
                             *           "values": {
                             *             "value": 0.243,
                             *             "previous": 0.18,
                             *             "threshold": 0.2
                             *           },
                             *           "message": "Bitcoin (BTC): Sentiment crossed above 0.2 (0.243, from 0.180) on 2026-11-24"
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                asset: {
                                    class: string;
                                    code: string;
                                    name: string;
                                };
                                indicator: string;
                                source: string;
                                /** @description First day shown, YYYY-MM-DD */
                                from: string;
                                /** @description The lake's last day */
                                to: string;
                                points: {
                                    date: string;
                                    value: number | null;
                                    buzz: number;
                                }[];
                                firings: {
                                    date: string;
                                    /** @description The values that triggered the firing (value, previous, threshold; value, zscore, mean, sd; ...) */
                                    values: {
                                        [key: string]: number;
                                    };
                                    message: string;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/radarv5/alerts/firings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The alert history: firings of your rules, newest first, paged
         * @description `unread=1` lists unread firings only; `rule` one rule's. `unread` in the answer counts all.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Page size */
                    limit?: number;
                    offset?: number;
                    /** @description '1': unread only */
                    unread?: "1" | "0";
                    /**
                     * @description The rule id
                     * @example 0b6c1f9e-4d1a-4d8e-9a51-5f3f0a7c2b11
                     */
                    rule?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Firings */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "total": 1,
                         *         "unread": 1,
                         *         "offset": 0,
                         *         "firings": [
                         *           {
                         *             "id": "7e2d5c8a-1b3f-4a6e-8c9d-0f1e2d3c4b5a",
                         *             "ruleId": "0b6c1f9e-4d1a-4d8e-9a51-5f3f0a7c2b11",
                         *             "ruleName": "Bitcoin mood turns",
                         *             "kind": "threshold",
                         *             "indicator": "sentiment",
                         *             "source": "News_Social",
                         *             "asset": {
                         *               "class": "crypto",
                         *               "code": "BTC",
                         *               "name": "Bitcoin"
                         *             },
                         *             "window": "2026-11-24",
                         *             "values": {
                         *               "value": 0.243,
                         *               "previous": 0.18,
                         *               "threshold": 0.2
                         *             },
                         *             "message": "Bitcoin (BTC): Sentiment crossed above 0.2 (0.243, from 0.180) on 2026-11-24",
                         *             "createdAt": "2026-11-24T21:05:00.000Z",
                         *             "readAt": null,
                         *             "webhook": "delivered"
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "total": 1,
                             *       "unread": 1,
                             *       "offset": 0,
                             *       "firings": [
                             *         {
                             *           "id": "7e2d5c8a-1b3f-4a6e-8c9d-0f1e2d3c4b5a",
                             *           "ruleId": "0b6c1f9e-4d1a-4d8e-9a51-5f3f0a7c2b11",
                             *           "ruleName": "Bitcoin mood turns",
                             *           "kind": "threshold",
                             *           "indicator": "sentiment",
                             *           "source": "News_Social",
                             *           "asset": {
                             *             "class": "crypto",
                             *             "code": "BTC",
                             *             "name": "Bitcoin"
                             *           },
                             *           "window": "2026-11-24",
                             *           "values": {
                             *             "value": 0.243,
                             *             "previous": 0.18,
                             *             "threshold": 0.2
                             *           },
                             *           "message": "Bitcoin (BTC): Sentiment crossed above 0.2 (0.243, from 0.180) on 2026-11-24",
                             *           "createdAt": "2026-11-24T21:05:00.000Z",
                             *           "readAt": null,
                             *           "webhook": "delivered"
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                /** @description Firings matching the filters */
                                total: number;
                                /** @description Unread firings of the user (all rules) */
                                unread: number;
                                offset: number;
                                firings: {
                                    /** @description Also the webhook event id (Moodwire-Event-Id) */
                                    id: string;
                                    ruleId: string;
                                    ruleName: string;
                                    kind: string;
                                    indicator: string;
                                    source: string;
                                    asset: {
                                        class: string;
                                        code: string;
                                        name: string;
                                    };
                                    /** @description The daily window that fired, YYYY-MM-DD */
                                    window: string;
                                    /** @description The values that triggered the firing (value, previous, threshold; value, zscore, mean, sd; ...) */
                                    values: {
                                        [key: string]: number;
                                    };
                                    message: string;
                                    /** Format: date-time */
                                    createdAt: string;
                                    readAt: string | null;
                                    /** @description none, pending, delivered or failed */
                                    webhook: string;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/radarv5/alerts/firings/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark firings read
         * @description The firings named by `ids` (at most 500), or with `all: true` every unread firing.
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
                     *       "all": true
                     *     }
                     */
                    "application/json": {
                        /** @description Firing ids */
                        ids?: string[];
                        /** @description Mark every unread firing read */
                        all?: boolean;
                    };
                };
            };
            responses: {
                /** @description How many changed, and the unread left */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "updated": 3,
                         *         "unread": 0
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "updated": 3,
                             *       "unread": 0
                             *     }
                             */
                            data: {
                                updated: number;
                                unread: number;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/radarv5/alerts/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The webhook delivery log: every attempt, newest first, paged */
        get: {
            parameters: {
                query?: {
                    /** @description Page size */
                    limit?: number;
                    offset?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Delivery attempts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "total": 1,
                         *         "offset": 0,
                         *         "deliveries": [
                         *           {
                         *             "id": "c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f",
                         *             "firingId": "7e2d5c8a-1b3f-4a6e-8c9d-0f1e2d3c4b5a",
                         *             "attempt": 1,
                         *             "url": "https://hooks.example.com/moodwire",
                         *             "statusCode": 200,
                         *             "ok": true,
                         *             "durationMs": 84,
                         *             "error": null,
                         *             "responseSnippet": "ok",
                         *             "createdAt": "2026-11-24T21:05:01.000Z",
                         *             "window": "2026-11-24",
                         *             "ruleName": "Bitcoin mood turns",
                         *             "assetCode": "BTC"
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "total": 1,
                             *       "offset": 0,
                             *       "deliveries": [
                             *         {
                             *           "id": "c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f",
                             *           "firingId": "7e2d5c8a-1b3f-4a6e-8c9d-0f1e2d3c4b5a",
                             *           "attempt": 1,
                             *           "url": "https://hooks.example.com/moodwire",
                             *           "statusCode": 200,
                             *           "ok": true,
                             *           "durationMs": 84,
                             *           "error": null,
                             *           "responseSnippet": "ok",
                             *           "createdAt": "2026-11-24T21:05:01.000Z",
                             *           "window": "2026-11-24",
                             *           "ruleName": "Bitcoin mood turns",
                             *           "assetCode": "BTC"
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                total: number;
                                offset: number;
                                deliveries: {
                                    id: string;
                                    firingId: string;
                                    /** @description Attempt number, from 1 */
                                    attempt: number;
                                    /** @description Where it was sent (origin and path) */
                                    url: string;
                                    /** @description null: no answer (network error, timeout, refused address) */
                                    statusCode: number | null;
                                    ok: boolean;
                                    durationMs: number;
                                    error: string | null;
                                    /** @description The first kilobyte of the answer */
                                    responseSnippet: string | null;
                                    /** Format: date-time */
                                    createdAt: string;
                                    window: string;
                                    ruleName: string;
                                    assetCode: string;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/radarv5/alerts/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Alert usage: rules against the limit, firings and webhook deliveries of the last 30 days */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Usage */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "rules": 3,
                         *         "enabledRules": 2,
                         *         "rulesLimit": 100,
                         *         "firingsLast30Days": 5,
                         *         "unread": 1,
                         *         "deliveries": {
                         *           "ok": 4,
                         *           "failed": 0,
                         *           "pending": 1
                         *         },
                         *         "webhook": true
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "rules": 3,
                             *       "enabledRules": 2,
                             *       "rulesLimit": 100,
                             *       "firingsLast30Days": 5,
                             *       "unread": 1,
                             *       "deliveries": {
                             *         "ok": 4,
                             *         "failed": 0,
                             *         "pending": 1
                             *       },
                             *       "webhook": true
                             *     }
                             */
                            data: {
                                rules: number;
                                enabledRules: number;
                                rulesLimit: number;
                                firingsLast30Days: number;
                                unread: number;
                                deliveries: {
                                    ok: number;
                                    failed: number;
                                    pending: number;
                                };
                                /** @description A webhook is set and enabled */
                                webhook: boolean;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/radarv5/alerts/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your alert webhook, or null */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The webhook */
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
                                url: string;
                                enabled: boolean;
                                /** @description The last characters of the secret (the secret itself is shown once) */
                                secretHint: string;
                                /** Format: date-time */
                                created: string;
                                /** Format: date-time */
                                updated: string;
                            } | null;
                        };
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Set your alert webhook
         * @description Each firing is POSTed as JSON to this URL, signed with `Moodwire-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. Only http(s) URLs of public addresses. The signing secret is made on the first save and shown in that answer only (rotate it to see a new one).
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
                     *       "url": "https://hooks.example.com/moodwire",
                     *       "enabled": true
                     *     }
                     */
                    "application/json": {
                        /** @example https://hooks.example.com/moodwire */
                        url: string;
                        /** @description Default true */
                        enabled?: boolean;
                    };
                };
            };
            responses: {
                /** @description The webhook, with its secret when new */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "webhook": {
                         *           "url": "https://hooks.example.com/moodwire",
                         *           "enabled": true,
                         *           "secretHint": "…a9F2",
                         *           "created": "2026-11-20T09:00:00.000Z",
                         *           "updated": "2026-11-20T09:00:00.000Z"
                         *         },
                         *         "secret": "whsec_3q2-7wXzJ0bA8m5kq9vT1nR4yL6pC2dE0fG8hI1jK3s"
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "webhook": {
                             *         "url": "https://hooks.example.com/moodwire",
                             *         "enabled": true,
                             *         "secretHint": "…a9F2",
                             *         "created": "2026-11-20T09:00:00.000Z",
                             *         "updated": "2026-11-20T09:00:00.000Z"
                             *       },
                             *       "secret": "whsec_3q2-7wXzJ0bA8m5kq9vT1nR4yL6pC2dE0fG8hI1jK3s"
                             *     }
                             */
                            data: {
                                /**
                                 * @example {
                                 *       "url": "https://hooks.example.com/moodwire",
                                 *       "enabled": true,
                                 *       "secretHint": "…a9F2",
                                 *       "created": "2026-11-20T09:00:00.000Z",
                                 *       "updated": "2026-11-20T09:00:00.000Z"
                                 *     }
                                 */
                                webhook: {
                                    url: string;
                                    enabled: boolean;
                                    /** @description The last characters of the secret (the secret itself is shown once) */
                                    secretHint: string;
                                    /** Format: date-time */
                                    created: string;
                                    /** Format: date-time */
                                    updated: string;
                                };
                                /** @description The signing secret, only when it was made now (first save, rotation): shown this once */
                                secret: string | null;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/radarv5/alerts/webhook/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make a new signing secret for your webhook (the old one stops working at once) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The webhook and its new secret */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "webhook": {
                         *           "url": "https://hooks.example.com/moodwire",
                         *           "enabled": true,
                         *           "secretHint": "…a9F2",
                         *           "created": "2026-11-20T09:00:00.000Z",
                         *           "updated": "2026-11-20T09:00:00.000Z"
                         *         },
                         *         "secret": "whsec_3q2-7wXzJ0bA8m5kq9vT1nR4yL6pC2dE0fG8hI1jK3s"
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "webhook": {
                             *         "url": "https://hooks.example.com/moodwire",
                             *         "enabled": true,
                             *         "secretHint": "…a9F2",
                             *         "created": "2026-11-20T09:00:00.000Z",
                             *         "updated": "2026-11-20T09:00:00.000Z"
                             *       },
                             *       "secret": "whsec_3q2-7wXzJ0bA8m5kq9vT1nR4yL6pC2dE0fG8hI1jK3s"
                             *     }
                             */
                            data: {
                                /**
                                 * @example {
                                 *       "url": "https://hooks.example.com/moodwire",
                                 *       "enabled": true,
                                 *       "secretHint": "…a9F2",
                                 *       "created": "2026-11-20T09:00:00.000Z",
                                 *       "updated": "2026-11-20T09:00:00.000Z"
                                 *     }
                                 */
                                webhook: {
                                    url: string;
                                    enabled: boolean;
                                    /** @description The last characters of the secret (the secret itself is shown once) */
                                    secretHint: string;
                                    /** Format: date-time */
                                    created: string;
                                    /** Format: date-time */
                                    updated: string;
                                };
                                /** @description The new signing secret, shown this once */
                                secret: string;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/radarv5/alerts/webhook/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove your webhook (firings still waiting for delivery are not sent) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Whether one existed */
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
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/admin/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Service health: the lake, the running build, this API process's metrics, last builds and imports
         * @description The metrics are those of the API process that answers (kept in its memory since it started); behind a load balancer each replica answers its own.
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
                /** @description Service health */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "lake": {
                         *           "buildId": "20261126-023105-demo-3f9c1e",
                         *           "scale": "demo",
                         *           "from": "2023-11-26",
                         *           "to": "2026-11-25",
                         *           "hourlyFrom": "2026-08-28",
                         *           "createdAt": "2026-11-26T02:36:12.000Z",
                         *           "durationMs": 221000,
                         *           "totalRows": 61000000,
                         *           "rows": [
                         *             {
                         *               "dataset": "rma",
                         *               "rows": 10000000
                         *             }
                         *           ],
                         *           "documents": {
                         *             "generated": 1249553,
                         *             "imported": 0,
                         *             "stored": 129405
                         *           },
                         *           "disabledSources": []
                         *         },
                         *         "building": null,
                         *         "service": {
                         *           "startedAt": "2026-11-26T08:00:00.000Z",
                         *           "uptimeSeconds": 3600,
                         *           "windowMinutes": 60,
                         *           "activeUsersToday": 3
                         *         },
                         *         "window": {
                         *           "calls": 2,
                         *           "clientErrors": 1,
                         *           "serverErrors": 0,
                         *           "serverErrorRate": 0,
                         *           "routes": [
                         *             {
                         *               "method": "GET",
                         *               "route": "/lake-info",
                         *               "calls": 2,
                         *               "clientErrors": 1,
                         *               "serverErrors": 0,
                         *               "meanMs": 3.5,
                         *               "p50Ms": 5,
                         *               "p95Ms": 5,
                         *               "p99Ms": 5
                         *             }
                         *           ]
                         *         },
                         *         "sinceStart": {
                         *           "calls": 2,
                         *           "clientErrors": 1,
                         *           "serverErrors": 0,
                         *           "serverErrorRate": 0,
                         *           "routes": []
                         *         },
                         *         "builds": [],
                         *         "imports": []
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "lake": {
                             *         "buildId": "20261126-023105-demo-3f9c1e",
                             *         "scale": "demo",
                             *         "from": "2023-11-26",
                             *         "to": "2026-11-25",
                             *         "hourlyFrom": "2026-08-28",
                             *         "createdAt": "2026-11-26T02:36:12.000Z",
                             *         "durationMs": 221000,
                             *         "totalRows": 61000000,
                             *         "rows": [
                             *           {
                             *             "dataset": "rma",
                             *             "rows": 10000000
                             *           }
                             *         ],
                             *         "documents": {
                             *           "generated": 1249553,
                             *           "imported": 0,
                             *           "stored": 129405
                             *         },
                             *         "disabledSources": []
                             *       },
                             *       "building": null,
                             *       "service": {
                             *         "startedAt": "2026-11-26T08:00:00.000Z",
                             *         "uptimeSeconds": 3600,
                             *         "windowMinutes": 60,
                             *         "activeUsersToday": 3
                             *       },
                             *       "window": {
                             *         "calls": 2,
                             *         "clientErrors": 1,
                             *         "serverErrors": 0,
                             *         "serverErrorRate": 0,
                             *         "routes": [
                             *           {
                             *             "method": "GET",
                             *             "route": "/lake-info",
                             *             "calls": 2,
                             *             "clientErrors": 1,
                             *             "serverErrors": 0,
                             *             "meanMs": 3.5,
                             *             "p50Ms": 5,
                             *             "p95Ms": 5,
                             *             "p99Ms": 5
                             *           }
                             *         ]
                             *       },
                             *       "sinceStart": {
                             *         "calls": 2,
                             *         "clientErrors": 1,
                             *         "serverErrors": 0,
                             *         "serverErrorRate": 0,
                             *         "routes": []
                             *       },
                             *       "builds": [],
                             *       "imports": []
                             *     }
                             */
                            data: {
                                lake: {
                                    buildId: string;
                                    scale: string;
                                    /** @description First day of the daily data */
                                    from: string;
                                    /** @description Last day of the daily data */
                                    to: string;
                                    hourlyFrom: string;
                                    /** @description When the build finished, ISO 8601 */
                                    createdAt: string;
                                    /** @description How long the build took */
                                    durationMs: number;
                                    totalRows: number;
                                    /** @description Rows per dataset (indices rma, ESG, prices, documents, ...), largest first */
                                    rows: {
                                        dataset: string;
                                        rows: number;
                                    }[];
                                    documents: {
                                        generated: number;
                                        imported: number;
                                        /** @description Documents kept in full (the retention window) */
                                        stored: number;
                                    };
                                    /** @description Sources this build left out */
                                    disabledSources: string[];
                                } | null;
                                building: {
                                    scale: string;
                                    phase: string;
                                    percent: number;
                                    startedAt: string;
                                } | null;
                                service: {
                                    /** @description When this API process started, ISO 8601 */
                                    startedAt: string;
                                    uptimeSeconds: number;
                                    /** @description Length of the rolling window of `window` */
                                    windowMinutes: number;
                                    /** @description Accounts that made a keyed call since midnight UTC */
                                    activeUsersToday: number;
                                };
                                window: {
                                    calls: number;
                                    clientErrors: number;
                                    serverErrors: number;
                                    /** @description Share of calls answered 5xx, 0 to 1 */
                                    serverErrorRate: number;
                                    /** @description Per route pattern, most called first */
                                    routes: {
                                        /** @description HTTP method */
                                        method: string;
                                        /** @description The route's URL pattern (never the called URL), or '(no route)' */
                                        route: string;
                                        calls: number;
                                        /** @description Answers 400 to 499 */
                                        clientErrors: number;
                                        /** @description Answers 500 and above */
                                        serverErrors: number;
                                        /** @description Mean time to answer, ms */
                                        meanMs: number;
                                        p50Ms: number | null;
                                        p95Ms: number | null;
                                        p99Ms: number | null;
                                    }[];
                                };
                                sinceStart: {
                                    calls: number;
                                    clientErrors: number;
                                    serverErrors: number;
                                    /** @description Share of calls answered 5xx, 0 to 1 */
                                    serverErrorRate: number;
                                    /** @description Per route pattern, most called first */
                                    routes: {
                                        /** @description HTTP method */
                                        method: string;
                                        /** @description The route's URL pattern (never the called URL), or '(no route)' */
                                        route: string;
                                        calls: number;
                                        /** @description Answers 400 to 499 */
                                        clientErrors: number;
                                        /** @description Answers 500 and above */
                                        serverErrors: number;
                                        /** @description Mean time to answer, ms */
                                        meanMs: number;
                                        p50Ms: number | null;
                                        p95Ms: number | null;
                                        p99Ms: number | null;
                                    }[];
                                };
                                /** @description The last 10 builds, newest first (the build log, and kept builds it does not name) */
                                builds: {
                                    buildId: string | null;
                                    scale: string;
                                    outcome: "published" | "failed";
                                    startedAt: string;
                                    finishedAt: string;
                                    durationMs: number;
                                    generatedDocuments: number;
                                    importedDocuments: number;
                                    disabledSources: string[];
                                    error?: string;
                                }[];
                                /** @description The last 10 imports, newest first */
                                imports: {
                                    file: string;
                                    importedAt: string;
                                    documents: number;
                                    bytes: number;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/admin/sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The corpus's sources: documents and quality per week, and whether the next build takes them */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Sources */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "buildId": "20261126-023105-demo-3f9c1e",
                         *         "disabledInLake": [],
                         *         "updatedAt": null,
                         *         "sources": [
                         *           {
                         *             "source": "Global Markets Wire",
                         *             "sourceType": "news",
                         *             "isEnabled": true,
                         *             "isInLake": true,
                         *             "isSimulated": true,
                         *             "documents": 81200,
                         *             "mentions": 97000,
                         *             "firstDay": "2023-11-26",
                         *             "lastDay": "2026-11-25",
                         *             "weeks": [
                         *               {
                         *                 "week": "2026-11-23",
                         *                 "days": 3,
                         *                 "documents": 410,
                         *                 "mentions": 488,
                         *                 "sentiment": 0.04
                         *               }
                         *             ]
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "buildId": "20261126-023105-demo-3f9c1e",
                             *       "disabledInLake": [],
                             *       "updatedAt": null,
                             *       "sources": [
                             *         {
                             *           "source": "Global Markets Wire",
                             *           "sourceType": "news",
                             *           "isEnabled": true,
                             *           "isInLake": true,
                             *           "isSimulated": true,
                             *           "documents": 81200,
                             *           "mentions": 97000,
                             *           "firstDay": "2023-11-26",
                             *           "lastDay": "2026-11-25",
                             *           "weeks": [
                             *             {
                             *               "week": "2026-11-23",
                             *               "days": 3,
                             *               "documents": 410,
                             *               "mentions": 488,
                             *               "sentiment": 0.04
                             *             }
                             *           ]
                             *         }
                             *       ]
                             *     }
                             */
                            data: {
                                /** @description The published build the figures come from */
                                buildId: string | null;
                                /** @description Sources the published build left out */
                                disabledInLake: string[];
                                /** @description When the settings last changed */
                                updatedAt: string | null;
                                /** @description Most documents first */
                                sources: {
                                    /** @description Outlet or platform name */
                                    source: string;
                                    /** @description news or social */
                                    sourceType: string;
                                    /** @description Whether the next build takes its documents */
                                    isEnabled: boolean;
                                    /** @description Whether the published lake has documents of it */
                                    isInLake: boolean;
                                    /** @description A source of the simulated corpus (others come from imports) */
                                    isSimulated: boolean;
                                    /** @description Documents in the published lake */
                                    documents: number;
                                    /** @description Asset references those documents made */
                                    mentions: number;
                                    firstDay: string | null;
                                    lastDay: string | null;
                                    /** @description Per calendar week of the lake, oldest first */
                                    weeks: {
                                        /** @description Monday of the week, YYYY-MM-DD */
                                        week: string;
                                        /** @description Days of the week the lake has (documents / days is the daily mean) */
                                        days: number;
                                        documents: number;
                                        /** @description Asset references the documents made */
                                        mentions: number;
                                        /** @description Net tone, -1 to 1 */
                                        sentiment: number | null;
                                    }[];
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
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
    "/admin/sources/{source}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Enable or disable a source for the next build
         * @description The published lake is unchanged; the next build (`npm run data -- build`) honours it.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /**
                     * @description Outlet or platform name, as GET /admin/sources lists it
                     * @example Chatter
                     */
                    source: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "enabled": false
                     *     }
                     */
                    "application/json": {
                        /** @description true: the next build takes its documents */
                        enabled: boolean;
                    };
                };
            };
            responses: {
                /** @description The new setting */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "source": "Chatter",
                         *         "isEnabled": false,
                         *         "disabled": [
                         *           "Chatter"
                         *         ],
                         *         "updatedAt": "2026-11-26T15:00:00.000Z"
                         *       }
                         *     }
                         */
                        "application/json": {
                            /**
                             * @example {
                             *       "source": "Chatter",
                             *       "isEnabled": false,
                             *       "disabled": [
                             *         "Chatter"
                             *       ],
                             *       "updatedAt": "2026-11-26T15:00:00.000Z"
                             *     }
                             */
                            data: {
                                source: string;
                                isEnabled: boolean;
                                /** @description Every source the next build leaves out */
                                disabled: string[];
                                updatedAt: string;
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
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, an unknown key, or wrong credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Expired, disabled or still provisioning account, or a permission the account lacks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * ApiError
         * @description Error
         * @example {
         *       "error": "Invalid username or password",
         *       "message": "Invalid username or password"
         *     }
         */
        ApiError: {
            /** @description Short human-readable error, shown to the user. */
            error: string;
            /** @description A longer explanation. */
            message: string;
            /** @description Machine-readable hint, for example not_linked. */
            detail?: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
