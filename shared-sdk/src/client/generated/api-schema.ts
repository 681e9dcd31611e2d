/**
 * The API's request and response types, generated from its OpenAPI document (the server's zod
 * schemas) by `npm run api-contract`: do not edit. api-type-checks.ts checks the client's types
 * against it, and scripts/api-types/api-schema.test.ts checks that it is up to date.
 */
export interface paths {
    "/api/master": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Store settings */
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
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                currency: {
                                    symbol: string;
                                    /** @enum {string} */
                                    position: "prefix" | "suffix";
                                    code?: string;
                                };
                                app_name: string;
                                app_locale: string;
                                web_logo: string;
                                web_footer_logo: string;
                                footer_qr: string;
                                web_footer_text: string;
                                web_footer_description: string;
                                web_show_footer: boolean;
                                mobile: string;
                                email: string;
                                address: string;
                                multi_vendor: boolean;
                                show_download_app: boolean;
                                google_playstore_link: string;
                                app_store_link: string;
                                payment_gateways: {
                                    name: string;
                                    title: string;
                                    logo: string;
                                }[];
                                social_links: {
                                    name: string;
                                    link: string;
                                    logo: string;
                                }[];
                                theme_colors: {
                                    primary: string;
                                    primary50: string;
                                    primary100: string;
                                    primary200: string;
                                    primary300: string;
                                    primary400: string;
                                    primary500: string;
                                    primary600: string;
                                    primary700: string;
                                    primary800: string;
                                    primary900: string;
                                    primary950: string;
                                };
                                pusher_app_key: string;
                                pusher_app_cluster: string;
                                app_environment: string;
                                register_otp_verify: boolean;
                                /** @enum {string} */
                                register_otp_type: "email" | "phone";
                                /** @enum {string} */
                                forgot_otp_type: "email" | "phone";
                                social_auths: {
                                    google: {
                                        is_active: boolean;
                                        client_id: string;
                                    };
                                    facebook: {
                                        is_active: boolean;
                                        client_id: string;
                                    };
                                    apple: {
                                        is_active: boolean;
                                        client_id: string;
                                        redirect_url: string;
                                    };
                                };
                                seller_registration: boolean;
                                languages: {
                                    id: number;
                                    name: string;
                                    title: string;
                                    /** @enum {string} */
                                    direction: "ltr" | "rtl";
                                }[];
                                categories: {
                                    id: number;
                                    name: string;
                                    thumbnail: string;
                                    sub_categories: {
                                        id: number;
                                        name: string;
                                        thumbnail: string;
                                    }[];
                                }[];
                            };
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
    "/api/lang/{locale}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Message dictionary of a language */
        get: {
            parameters: {
                query?: {
                    format?: "text" | "ast";
                    omit?: "defaults";
                };
                header?: never;
                path: {
                    locale: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                [key: string]: string | unknown[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
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
    "/api/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Countries with phone codes */
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
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                countries: {
                                    /** @description The country's name in the request's language */
                                    name: string;
                                    phone_code: string;
                                    /** @description The country's name in every language of the store (the request's first, no repeats), for a picker's search */
                                    names: string[];
                                }[];
                            };
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
    "/api/legal-pages/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A content page; description is HTML, without scripts or event handlers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                content: {
                                    title: string;
                                    /** @description HTML without scripts, event handlers or javascript: URLs */
                                    description: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
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
    "/api/contact-us": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contact channels of the store */
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
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                phone: string;
                                email: string;
                                whatsapp: string;
                                messenger: string;
                            };
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
    "/api/support": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message through the contact form
         * @description A guest (no bearer token) must give an e-mail or a phone to be answered at (422 naming `email` otherwise); a signed-in shopper is answered through their account.
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
                        name?: string | null;
                        phone?: string | null;
                        email?: string | null;
                        subject: string;
                        message: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
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
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Log out (revoke this token) */
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
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Log out (revoke this token) */
        post: {
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
                    content: {
                        "application/json": {
                            message: string;
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
    "/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in with phone and password */
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
                        phone: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                access: {
                                    token: string;
                                };
                                user: {
                                    id: number;
                                    name: string;
                                    phone: string | null;
                                    phone_verified: boolean;
                                    email: string | null;
                                    email_verified: boolean;
                                    profile_photo: string | null;
                                    gender: string | null;
                                    date_of_birth: string | null;
                                    country: string | null;
                                    phone_code: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                [key: string]: string[];
                            };
                        } | {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
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
    "/api/registration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register a customer account */
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
                        name: string;
                        phone: string;
                        email: string;
                        password: string;
                        country: string;
                        phone_code?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                access: {
                                    token: string;
                                };
                                user: {
                                    id: number;
                                    name: string;
                                    phone: string | null;
                                    phone_verified: boolean;
                                    email: string | null;
                                    email_verified: boolean;
                                    profile_photo: string | null;
                                    gender: string | null;
                                    date_of_birth: string | null;
                                    country: string | null;
                                    phone_code: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                [key: string]: string[];
                            };
                        } | {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
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
    "/api/send-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a one-time code (registration check or forgot password) */
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
                        phone: string;
                        phone_code?: string | null;
                        forgot_password?: (boolean | 0 | 1 | ("0" | "1" | "true" | "false")) | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data: {
                                email_or_phone: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                [key: string]: string[];
                            };
                        } | {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
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
    "/api/verify-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a one-time code (a forgot-password code yields a reset token) */
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
                        phone: string;
                        otp: string;
                        forgot_password?: (boolean | 0 | 1 | ("0" | "1" | "true" | "false")) | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data?: {
                                token: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                [key: string]: string[];
                            };
                        } | {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
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
    "/api/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset token */
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
                        password: string;
                        password_confirmation: string;
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                [key: string]: string[];
                            };
                        } | {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
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
    "/api/auth/{provider}/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with Google, Facebook or Apple */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    provider: "google" | "facebook" | "apple";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        data?: unknown;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                access: {
                                    token: string;
                                };
                                user: {
                                    id: number;
                                    name: string;
                                    phone: string | null;
                                    phone_verified: boolean;
                                    email: string | null;
                                    email_verified: boolean;
                                    profile_photo: string | null;
                                    gender: string | null;
                                    date_of_birth: string | null;
                                    country: string | null;
                                    phone_code: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                [key: string]: string[];
                            };
                        } | {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
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
    "/api/home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The home page: banners, ads, categories, shops, popular and just-for-you products, flash sales */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    /** @description page: a page of "just for you" products; total: only how many there are (products is empty) */
                    just_for_you?: "page" | "total";
                };
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
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                banners: {
                                    id: number;
                                    title: string;
                                    thumbnail: string;
                                }[];
                                ads: {
                                    id: number;
                                    title: string;
                                    thumbnail: string;
                                }[];
                                categories: {
                                    id: number;
                                    name: string;
                                    thumbnail: string;
                                    sub_categories: {
                                        id: number;
                                        name: string;
                                        thumbnail: string;
                                    }[];
                                }[];
                                shops: {
                                    id: number;
                                    name: string;
                                    logo: string;
                                    banner: string;
                                    total_products: number;
                                    total_categories: number;
                                    rating: number;
                                    /** @enum {string} */
                                    shop_status: "Online" | "Offline";
                                    total_reviews: number;
                                }[];
                                popular_products: {
                                    id: number;
                                    name: string;
                                    thumbnail: string;
                                    price: number;
                                    discount_price: number;
                                    discount_percentage: number;
                                    rating: number;
                                    total_reviews: string;
                                    total_sold: string;
                                    quantity: number;
                                    is_favorite: boolean;
                                    brand: string | null;
                                    unit: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    sizes: {
                                        id: number;
                                        name: string;
                                        price: number;
                                    }[];
                                    colors: {
                                        id: number;
                                        name: string;
                                        color_code: string;
                                        price: number;
                                    }[];
                                    shop: {
                                        id: number;
                                        name: string;
                                        logo: string;
                                        rating: number;
                                        estimated_delivery_time: string;
                                        delivery_charge: number;
                                    };
                                }[];
                                just_for_you: {
                                    total: number;
                                    products: {
                                        id: number;
                                        name: string;
                                        thumbnail: string;
                                        price: number;
                                        discount_price: number;
                                        discount_percentage: number;
                                        rating: number;
                                        total_reviews: string;
                                        total_sold: string;
                                        quantity: number;
                                        is_favorite: boolean;
                                        brand: string | null;
                                        unit: {
                                            id: number;
                                            name: string;
                                        } | null;
                                        sizes: {
                                            id: number;
                                            name: string;
                                            price: number;
                                        }[];
                                        colors: {
                                            id: number;
                                            name: string;
                                            color_code: string;
                                            price: number;
                                        }[];
                                        shop: {
                                            id: number;
                                            name: string;
                                            logo: string;
                                            rating: number;
                                            estimated_delivery_time: string;
                                            delivery_charge: number;
                                        };
                                    }[];
                                };
                                incoming_flash_sale: {
                                    id: number;
                                    name: string;
                                    thumbnail: string;
                                    start_date: string;
                                    end_date: string;
                                    products: {
                                        id: number;
                                        name: string;
                                        thumbnail: string;
                                        price: number;
                                        discount_price: number;
                                        discount_percentage: number;
                                        rating: number;
                                        total_reviews: string;
                                        total_sold: string;
                                        quantity: number;
                                        is_favorite: boolean;
                                        brand: string | null;
                                        unit: {
                                            id: number;
                                            name: string;
                                        } | null;
                                        sizes: {
                                            id: number;
                                            name: string;
                                            price: number;
                                        }[];
                                        colors: {
                                            id: number;
                                            name: string;
                                            color_code: string;
                                            price: number;
                                        }[];
                                        shop: {
                                            id: number;
                                            name: string;
                                            logo: string;
                                            rating: number;
                                            estimated_delivery_time: string;
                                            delivery_charge: number;
                                        };
                                    }[];
                                } | null;
                                running_flash_sale: {
                                    id: number;
                                    name: string;
                                    thumbnail: string;
                                    start_date: string;
                                    end_date: string;
                                    products: {
                                        id: number;
                                        name: string;
                                        thumbnail: string;
                                        price: number;
                                        discount_price: number;
                                        discount_percentage: number;
                                        rating: number;
                                        total_reviews: string;
                                        total_sold: string;
                                        quantity: number;
                                        is_favorite: boolean;
                                        brand: string | null;
                                        unit: {
                                            id: number;
                                            name: string;
                                        } | null;
                                        sizes: {
                                            id: number;
                                            name: string;
                                            price: number;
                                        }[];
                                        colors: {
                                            id: number;
                                            name: string;
                                            color_code: string;
                                            price: number;
                                        }[];
                                        shop: {
                                            id: number;
                                            name: string;
                                            logo: string;
                                            rating: number;
                                            estimated_delivery_time: string;
                                            delivery_charge: number;
                                        };
                                    }[];
                                } | null;
                            };
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
    "/api/banners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Home page banners */
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
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                banners: {
                                    id: number;
                                    title: string;
                                    thumbnail: string;
                                }[];
                            };
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
    "/api/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products: search, filter by shop, category, price and rating, and sort */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    search?: string;
                    shop_id?: number;
                    category_id?: number;
                    sub_category_id?: number;
                    min_price?: number;
                    max_price?: number;
                    rating?: number;
                    sort_type?: "low_to_high" | "high_to_low" | "top_selling" | "popular_product" | "newest" | "just_for_you" | "heigh_to_low";
                };
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
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                total: number;
                                products: {
                                    id: number;
                                    name: string;
                                    thumbnail: string;
                                    price: number;
                                    discount_price: number;
                                    discount_percentage: number;
                                    rating: number;
                                    total_reviews: string;
                                    total_sold: string;
                                    quantity: number;
                                    is_favorite: boolean;
                                    brand: string | null;
                                    unit: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    sizes: {
                                        id: number;
                                        name: string;
                                        price: number;
                                    }[];
                                    colors: {
                                        id: number;
                                        name: string;
                                        color_code: string;
                                        price: number;
                                    }[];
                                    shop: {
                                        id: number;
                                        name: string;
                                        logo: string;
                                        rating: number;
                                        estimated_delivery_time: string;
                                        delivery_charge: number;
                                    };
                                }[];
                                /** @description Only when a search lists nothing: the closest search that finds something (folded: lower case, no accents), if any */
                                did_you_mean?: string;
                            };
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
    "/api/product-facets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many products each choice of /products' filters would list, with the other filters applied */
        get: {
            parameters: {
                query?: {
                    search?: string;
                    shop_id?: number;
                    category_id?: number;
                    sub_category_id?: number;
                    min_price?: number;
                    max_price?: number;
                    rating?: number;
                };
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
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                total: number;
                                categories: {
                                    id: number;
                                    count: number;
                                }[];
                                /** @description Within the chosen category; empty when none is chosen */
                                sub_categories: {
                                    id: number;
                                    count: number;
                                }[];
                                shops: {
                                    id: number;
                                    count: number;
                                }[];
                                /** @description Star bands 5 to 1: a rating from r to below r + 1 */
                                ratings: {
                                    rating: number;
                                    count: number;
                                }[];
                                /** @description min_price and max_price of each band (inclusive; null: open), cut at round prices */
                                price_bands: {
                                    min: number | null;
                                    max: number | null;
                                    count: number;
                                }[];
                            };
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
    "/api/category-products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A category's products, with the same filters as /products */
        get: {
            parameters: {
                query: {
                    page?: number;
                    per_page?: number;
                    search?: string;
                    shop_id?: number;
                    category_id: number;
                    sub_category_id?: number;
                    min_price?: number;
                    max_price?: number;
                    rating?: number;
                    sort_type?: "low_to_high" | "high_to_low" | "top_selling" | "popular_product" | "newest" | "just_for_you" | "heigh_to_low";
                };
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
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                total: number;
                                products: {
                                    id: number;
                                    name: string;
                                    thumbnail: string;
                                    price: number;
                                    discount_price: number;
                                    discount_percentage: number;
                                    rating: number;
                                    total_reviews: string;
                                    total_sold: string;
                                    quantity: number;
                                    is_favorite: boolean;
                                    brand: string | null;
                                    unit: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    sizes: {
                                        id: number;
                                        name: string;
                                        price: number;
                                    }[];
                                    colors: {
                                        id: number;
                                        name: string;
                                        color_code: string;
                                        price: number;
                                    }[];
                                    shop: {
                                        id: number;
                                        name: string;
                                        logo: string;
                                        rating: number;
                                        estimated_delivery_time: string;
                                        delivery_charge: number;
                                    };
                                }[];
                                category: {
                                    id: number;
                                    name: string;
                                    thumbnail: string;
                                    sub_categories: {
                                        id: number;
                                        name: string;
                                        thumbnail: string;
                                    }[];
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
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
    "/api/product-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product with its images, texts and flash sale, plus related and popular products */
        get: {
            parameters: {
                query: {
                    product_id: number;
                };
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
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                product: {
                                    id: number;
                                    name: string;
                                    thumbnail: string;
                                    price: number;
                                    discount_price: number;
                                    discount_percentage: number;
                                    rating: number;
                                    total_reviews: string;
                                    total_sold: string;
                                    quantity: number;
                                    is_favorite: boolean;
                                    brand: string | null;
                                    unit: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    sizes: {
                                        id: number;
                                        name: string;
                                        price: number;
                                    }[];
                                    colors: {
                                        id: number;
                                        name: string;
                                        color_code: string;
                                        price: number;
                                    }[];
                                    shop: {
                                        id: number;
                                        name: string;
                                        logo: string;
                                        rating: number;
                                        estimated_delivery_time: string;
                                        delivery_charge: number;
                                    };
                                    short_description: string;
                                    /** @description HTML without scripts, event handlers or javascript: URLs */
                                    description: string;
                                    thumbnails: {
                                        id: number;
                                        thumbnail: string;
                                    }[];
                                    flash_sale: {
                                        id: number;
                                        name: string;
                                        thumbnail: string;
                                        start_date: string;
                                        end_date: string;
                                    } | null;
                                };
                                related_products: {
                                    id: number;
                                    name: string;
                                    thumbnail: string;
                                    price: number;
                                    discount_price: number;
                                    discount_percentage: number;
                                    rating: number;
                                    total_reviews: string;
                                    total_sold: string;
                                    quantity: number;
                                    is_favorite: boolean;
                                    brand: string | null;
                                    unit: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    sizes: {
                                        id: number;
                                        name: string;
                                        price: number;
                                    }[];
                                    colors: {
                                        id: number;
                                        name: string;
                                        color_code: string;
                                        price: number;
                                    }[];
                                    shop: {
                                        id: number;
                                        name: string;
                                        logo: string;
                                        rating: number;
                                        estimated_delivery_time: string;
                                        delivery_charge: number;
                                    };
                                }[];
                                popular_products: {
                                    id: number;
                                    name: string;
                                    thumbnail: string;
                                    price: number;
                                    discount_price: number;
                                    discount_percentage: number;
                                    rating: number;
                                    total_reviews: string;
                                    total_sold: string;
                                    quantity: number;
                                    is_favorite: boolean;
                                    brand: string | null;
                                    unit: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    sizes: {
                                        id: number;
                                        name: string;
                                        price: number;
                                    }[];
                                    colors: {
                                        id: number;
                                        name: string;
                                        color_code: string;
                                        price: number;
                                    }[];
                                    shop: {
                                        id: number;
                                        name: string;
                                        logo: string;
                                        rating: number;
                                        estimated_delivery_time: string;
                                        delivery_charge: number;
                                    };
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
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
    "/api/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Categories with their sub-categories */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
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
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                total: number;
                                categories: {
                                    id: number;
                                    name: string;
                                    thumbnail: string;
                                    sub_categories: {
                                        id: number;
                                        name: string;
                                        thumbnail: string;
                                    }[];
                                }[];
                            };
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
    "/api/sub-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A category's sub-categories */
        get: {
            parameters: {
                query: {
                    category_id: number;
                };
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
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                sub_categories: {
                                    id: number;
                                    name: string;
                                    thumbnail: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
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
    "/api/shop-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The categories a shop has products in */
        get: {
            parameters: {
                query: {
                    shop_id: number;
                    page?: number;
                    per_page?: number;
                };
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
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                total: number;
                                categories: {
                                    id: number;
                                    name: string;
                                    thumbnail: string;
                                    sub_categories: {
                                        id: number;
                                        name: string;
                                        thumbnail: string;
                                    }[];
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
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
    "/api/shops": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Shops */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
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
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                total: number;
                                shops: {
                                    id: number;
                                    name: string;
                                    logo: string;
                                    banner: string;
                                    total_products: number;
                                    total_categories: number;
                                    rating: number;
                                    /** @enum {string} */
                                    shop_status: "Online" | "Offline";
                                    total_reviews: number;
                                }[];
                            };
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
    "/api/shops/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One shop with its description and banners */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                shop: {
                                    id: number;
                                    name: string;
                                    logo: string;
                                    banner: string;
                                    total_products: number;
                                    total_categories: number;
                                    rating: number;
                                    /** @enum {string} */
                                    shop_status: "Online" | "Offline";
                                    total_reviews: number;
                                    short_description: string;
                                    description: string;
                                    banners: {
                                        id: number;
                                        title: string;
                                        thumbnail: string;
                                    }[];
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
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
    "/api/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product's or a shop's reviews with the rating summary (give product_id or shop_id) */
        get: {
            parameters: {
                query?: {
                    product_id?: number;
                    shop_id?: number;
                    page?: number;
                    per_page?: number;
                };
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
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                average_rating_percentage: {
                                    rating: number;
                                    total_review: number;
                                    percentages: {
                                        1: number;
                                        2: number;
                                        3: number;
                                        4: number;
                                        5: number;
                                    };
                                };
                                total: number;
                                reviews: {
                                    id: number;
                                    customer_name: string;
                                    customer_profile: string | null;
                                    rating: number;
                                    description: string;
                                    created_at: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
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
    "/api/flash-sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The running flash sale and the next incoming one, each with its first products */
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
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                incoming_flash_sale: {
                                    id: number;
                                    name: string;
                                    thumbnail: string;
                                    start_date: string;
                                    end_date: string;
                                    products: {
                                        id: number;
                                        name: string;
                                        thumbnail: string;
                                        price: number;
                                        discount_price: number;
                                        discount_percentage: number;
                                        rating: number;
                                        total_reviews: string;
                                        total_sold: string;
                                        quantity: number;
                                        is_favorite: boolean;
                                        brand: string | null;
                                        unit: {
                                            id: number;
                                            name: string;
                                        } | null;
                                        sizes: {
                                            id: number;
                                            name: string;
                                            price: number;
                                        }[];
                                        colors: {
                                            id: number;
                                            name: string;
                                            color_code: string;
                                            price: number;
                                        }[];
                                        shop: {
                                            id: number;
                                            name: string;
                                            logo: string;
                                            rating: number;
                                            estimated_delivery_time: string;
                                            delivery_charge: number;
                                        };
                                    }[];
                                } | null;
                                running_flash_sale: {
                                    id: number;
                                    name: string;
                                    thumbnail: string;
                                    start_date: string;
                                    end_date: string;
                                    products: {
                                        id: number;
                                        name: string;
                                        thumbnail: string;
                                        price: number;
                                        discount_price: number;
                                        discount_percentage: number;
                                        rating: number;
                                        total_reviews: string;
                                        total_sold: string;
                                        quantity: number;
                                        is_favorite: boolean;
                                        brand: string | null;
                                        unit: {
                                            id: number;
                                            name: string;
                                        } | null;
                                        sizes: {
                                            id: number;
                                            name: string;
                                            price: number;
                                        }[];
                                        colors: {
                                            id: number;
                                            name: string;
                                            color_code: string;
                                            price: number;
                                        }[];
                                        shop: {
                                            id: number;
                                            name: string;
                                            logo: string;
                                            rating: number;
                                            estimated_delivery_time: string;
                                            delivery_charge: number;
                                        };
                                    }[];
                                } | null;
                            };
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
    "/api/flash-sale/{id}/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A flash sale's products, optionally of one category */
        get: {
            parameters: {
                query?: {
                    category_id?: number;
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                total_products: number;
                                flash_sale: {
                                    id: number;
                                    name: string;
                                    thumbnail: string;
                                    start_date: string;
                                    end_date: string;
                                };
                                products: {
                                    id: number;
                                    name: string;
                                    thumbnail: string;
                                    price: number;
                                    discount_price: number;
                                    discount_percentage: number;
                                    rating: number;
                                    total_reviews: string;
                                    total_sold: string;
                                    quantity: number;
                                    is_favorite: boolean;
                                    brand: string | null;
                                    unit: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    sizes: {
                                        id: number;
                                        name: string;
                                        price: number;
                                    }[];
                                    colors: {
                                        id: number;
                                        name: string;
                                        color_code: string;
                                        price: number;
                                    }[];
                                    shop: {
                                        id: number;
                                        name: string;
                                        logo: string;
                                        rating: number;
                                        estimated_delivery_time: string;
                                        delivery_charge: number;
                                    };
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
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
    "/api/search-suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products, shops and categories matching what the shopper is typing */
        get: {
            parameters: {
                query: {
                    q: string;
                };
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
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                products: {
                                    id: number;
                                    name: string;
                                    image: string;
                                }[];
                                shops: {
                                    id: number;
                                    name: string;
                                    image: string;
                                }[];
                                categories: {
                                    id: number;
                                    name: string;
                                    image: string;
                                }[];
                            };
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
    "/api/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
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
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                user: {
                                    id: number;
                                    name: string;
                                    phone: string | null;
                                    phone_verified: boolean;
                                    email: string | null;
                                    email_verified: boolean;
                                    profile_photo: string | null;
                                    gender: string | null;
                                    date_of_birth: string | null;
                                    country: string | null;
                                    phone_code: string | null;
                                };
                            };
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
    "/api/update-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Update the profile (multipart with profile_photo, or JSON) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        name: string;
                        phone: string;
                        email?: string | null;
                        /** @enum {string|null} */
                        gender?: "male" | "female" | "other" | null;
                        date_of_birth?: string | null;
                        /**
                         * Format: binary
                         * @description png, jpg, gif; at most 2048 KB
                         */
                        profile_photo?: Blob;
                    };
                    "application/json": {
                        name: string;
                        phone: string;
                        email?: string | null;
                        /** @enum {string|null} */
                        gender?: "male" | "female" | "other" | null;
                        date_of_birth?: string | null;
                        /**
                         * Format: binary
                         * @description png, jpg, gif; at most 2048 KB
                         */
                        profile_photo?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                user: {
                                    id: number;
                                    name: string;
                                    phone: string | null;
                                    phone_verified: boolean;
                                    email: string | null;
                                    email_verified: boolean;
                                    profile_photo: string | null;
                                    gender: string | null;
                                    date_of_birth: string | null;
                                    country: string | null;
                                    phone_code: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                [key: string]: string[];
                            };
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
    "/api/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password (signs out the other sessions) */
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
                        current_password: string;
                        password: string;
                        password_confirmation: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                [key: string]: string[];
                            };
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
    "/api/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The addresses, default first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
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
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                total: number;
                                addresses: {
                                    id: number;
                                    name: string;
                                    phone: string;
                                    area: string;
                                    flat_no: string | null;
                                    address_type: string;
                                    address_line: string;
                                    address_line2: string | null;
                                    post_code: string;
                                    is_default: boolean;
                                    latitude: number | null;
                                    longitude: number | null;
                                }[];
                            };
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
    "/api/address/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add an address (the first one becomes the default) */
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
                        name: string;
                        phone: string;
                        area: string;
                        flat_no?: string | null;
                        post_code: string;
                        address_line: string;
                        address_line2?: string | null;
                        /** @enum {string} */
                        address_type: "home" | "office" | "other";
                        is_default?: boolean;
                        latitude?: number | null;
                        longitude?: number | null;
                        langitude?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                address: {
                                    id: number;
                                    name: string;
                                    phone: string;
                                    area: string;
                                    flat_no: string | null;
                                    address_type: string;
                                    address_line: string;
                                    address_line2: string | null;
                                    post_code: string;
                                    is_default: boolean;
                                    latitude: number | null;
                                    longitude: number | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                [key: string]: string[];
                            };
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
    "/api/address/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change an address (is_default makes it the default) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        phone: string;
                        area: string;
                        flat_no?: string | null;
                        post_code: string;
                        address_line: string;
                        address_line2?: string | null;
                        /** @enum {string} */
                        address_type: "home" | "office" | "other";
                        is_default?: boolean;
                        latitude?: number | null;
                        longitude?: number | null;
                        langitude?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                address: {
                                    id: number;
                                    name: string;
                                    phone: string;
                                    area: string;
                                    flat_no: string | null;
                                    address_type: string;
                                    address_line: string;
                                    address_line2: string | null;
                                    post_code: string;
                                    is_default: boolean;
                                    latitude: number | null;
                                    longitude: number | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                [key: string]: string[];
                            };
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
    "/api/address/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an address (refused while an order uses it) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
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
    "/api/favorite-add-or-remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a product to the favourites, or remove it */
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
                        product_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                product: {
                                    id: number;
                                    name: string;
                                    thumbnail: string;
                                    price: number;
                                    discount_price: number;
                                    discount_percentage: number;
                                    rating: number;
                                    total_reviews: string;
                                    total_sold: string;
                                    quantity: number;
                                    is_favorite: boolean;
                                    brand: string | null;
                                    unit: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    sizes: {
                                        id: number;
                                        name: string;
                                        price: number;
                                    }[];
                                    colors: {
                                        id: number;
                                        name: string;
                                        color_code: string;
                                        price: number;
                                    }[];
                                    shop: {
                                        id: number;
                                        name: string;
                                        logo: string;
                                        rating: number;
                                        estimated_delivery_time: string;
                                        delivery_charge: number;
                                    };
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors: {
                                [key: string]: string[];
                            };
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
    "/api/favorite-products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The favourite products, latest first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
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
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                total: number;
                                products: {
                                    id: number;
                                    name: string;
                                    thumbnail: string;
                                    price: number;
                                    discount_price: number;
                                    discount_percentage: number;
                                    rating: number;
                                    total_reviews: string;
                                    total_sold: string;
                                    quantity: number;
                                    is_favorite: boolean;
                                    brand: string | null;
                                    unit: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    sizes: {
                                        id: number;
                                        name: string;
                                        price: number;
                                    }[];
                                    colors: {
                                        id: number;
                                        name: string;
                                        color_code: string;
                                        price: number;
                                    }[];
                                    shop: {
                                        id: number;
                                        name: string;
                                        logo: string;
                                        rating: number;
                                        estimated_delivery_time: string;
                                        delivery_charge: number;
                                    };
                                }[];
                            };
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
    "/api/ticket-issue-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a ticket can be about */
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
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                issue_types: {
                                    id: number;
                                    name: string;
                                }[];
                            };
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
    "/api/support-tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s tickets, latest first, with counts per status */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    status?: "running" | "completed" | "cancel";
                };
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
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                total: number;
                                running: number;
                                completed: number;
                                cancel: number;
                                support_tickets: {
                                    id: number;
                                    ticket_no: string;
                                    order_number: string | null;
                                    /** @enum {string} */
                                    status: "running" | "completed" | "cancel";
                                    subject: string;
                                    issue_type: string;
                                    created_at: string;
                                }[];
                            };
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
    "/api/support-ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open a ticket (multipart with attachments[], or JSON) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        issue_type: number;
                        subject?: string | null;
                        message: string;
                        email: string;
                        phone?: string | null;
                        order_number?: string | null;
                        attachments?: Blob[];
                    };
                    "application/json": {
                        issue_type: number;
                        subject?: string | null;
                        message: string;
                        email: string;
                        phone?: string | null;
                        order_number?: string | null;
                        attachments?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                support_ticket: {
                                    id: number;
                                    ticket_no: string;
                                    order_number: string | null;
                                    /** @enum {string} */
                                    status: "running" | "completed" | "cancel";
                                    subject: string;
                                    issue_type: string;
                                    created_at: string;
                                    email: string;
                                    phone: string | null;
                                    message: string;
                                    user_chat: boolean;
                                    attachments: {
                                        id: number;
                                        url: string;
                                        file_name: string;
                                        mime_type: string;
                                        size: number;
                                    }[];
                                    messages: {
                                        id: number;
                                        message: string;
                                        created_at: string;
                                        sender_id: number | null;
                                        sender_name: string;
                                        profile_photo: string | null;
                                    }[];
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
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
    "/api/support-ticket/show": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One ticket with its conversation and attachments */
        get: {
            parameters: {
                query: {
                    ticket_number: string;
                };
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
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                support_ticket: {
                                    id: number;
                                    ticket_no: string;
                                    order_number: string | null;
                                    /** @enum {string} */
                                    status: "running" | "completed" | "cancel";
                                    subject: string;
                                    issue_type: string;
                                    created_at: string;
                                    email: string;
                                    phone: string | null;
                                    message: string;
                                    user_chat: boolean;
                                    attachments: {
                                        id: number;
                                        url: string;
                                        file_name: string;
                                        mime_type: string;
                                        size: number;
                                    }[];
                                    messages: {
                                        id: number;
                                        message: string;
                                        created_at: string;
                                        sender_id: number | null;
                                        sender_name: string;
                                        profile_photo: string | null;
                                    }[];
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
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
    "/api/support-ticket-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The conversation of a ticket, oldest first */
        get: {
            parameters: {
                query: {
                    ticket_number: string;
                };
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
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                messages: {
                                    id: number;
                                    message: string;
                                    created_at: string;
                                    sender_id: number | null;
                                    sender_name: string;
                                    profile_photo: string | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
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
    "/api/support-ticket-message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reply on a running ticket that allows replies */
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
                        ticket_number: string;
                        message: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                messages: {
                                    id: number;
                                    message: string;
                                    created_at: string;
                                    sender_id: number | null;
                                    sender_name: string;
                                    profile_photo: string | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
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
    "/api/cart/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a product to the basket, or make it the buy-now line */
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
                        product_id: number;
                        quantity: number;
                        color?: number | null;
                        size?: number | null;
                        unit?: (string | number) | null;
                        is_buy_now?: boolean | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                total: number;
                                cart_items: {
                                    id: number;
                                    shop_id: number;
                                    shop_name: string;
                                    shop_rating: number;
                                    products: {
                                        id: number;
                                        thumbnail: string | null;
                                        brand: string | null;
                                        name: string;
                                        price: number;
                                        discount_price: number;
                                        discount_percentage: number;
                                        quantity: number;
                                        size: {
                                            id: number;
                                            name: string;
                                        } | null;
                                        color: {
                                            id: number;
                                            name: string;
                                        } | null;
                                        unit: string | null;
                                        shop_id: number;
                                    }[];
                                }[];
                            };
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
    "/api/carts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The basket, grouped by shop */
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
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                total: number;
                                cart_items: {
                                    id: number;
                                    shop_id: number;
                                    shop_name: string;
                                    shop_rating: number;
                                    products: {
                                        id: number;
                                        thumbnail: string | null;
                                        brand: string | null;
                                        name: string;
                                        price: number;
                                        discount_price: number;
                                        discount_percentage: number;
                                        quantity: number;
                                        size: {
                                            id: number;
                                            name: string;
                                        } | null;
                                        color: {
                                            id: number;
                                            name: string;
                                        } | null;
                                        unit: string | null;
                                        shop_id: number;
                                    }[];
                                }[];
                            };
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
    "/api/cart/increment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One more of a basket product */
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
                        product_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                total: number;
                                cart_items: {
                                    id: number;
                                    shop_id: number;
                                    shop_name: string;
                                    shop_rating: number;
                                    products: {
                                        id: number;
                                        thumbnail: string | null;
                                        brand: string | null;
                                        name: string;
                                        price: number;
                                        discount_price: number;
                                        discount_percentage: number;
                                        quantity: number;
                                        size: {
                                            id: number;
                                            name: string;
                                        } | null;
                                        color: {
                                            id: number;
                                            name: string;
                                        } | null;
                                        unit: string | null;
                                        shop_id: number;
                                    }[];
                                }[];
                            };
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
    "/api/cart/decrement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One less of a basket product; the line goes at zero ('product removed from cart', in every language) */
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
                        product_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                total: number;
                                cart_items: {
                                    id: number;
                                    shop_id: number;
                                    shop_name: string;
                                    shop_rating: number;
                                    products: {
                                        id: number;
                                        thumbnail: string | null;
                                        brand: string | null;
                                        name: string;
                                        price: number;
                                        discount_price: number;
                                        discount_percentage: number;
                                        quantity: number;
                                        size: {
                                            id: number;
                                            name: string;
                                        } | null;
                                        color: {
                                            id: number;
                                            name: string;
                                        } | null;
                                        unit: string | null;
                                        shop_id: number;
                                    }[];
                                }[];
                            };
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
    "/api/cart/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove a product from the basket */
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
                        product_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                total: number;
                                cart_items: {
                                    id: number;
                                    shop_id: number;
                                    shop_name: string;
                                    shop_rating: number;
                                    products: {
                                        id: number;
                                        thumbnail: string | null;
                                        brand: string | null;
                                        name: string;
                                        price: number;
                                        discount_price: number;
                                        discount_percentage: number;
                                        quantity: number;
                                        size: {
                                            id: number;
                                            name: string;
                                        } | null;
                                        color: {
                                            id: number;
                                            name: string;
                                        } | null;
                                        unit: string | null;
                                        shop_id: number;
                                    }[];
                                }[];
                            };
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
    "/api/cart/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The chosen shops' lines (or the buy-now line) with totals, voucher and tax */
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
                        shop_ids: number[];
                        coupon_code?: string | null;
                        is_buy_now?: boolean | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                checkout_items: {
                                    id: number;
                                    shop_id: number;
                                    shop_name: string;
                                    shop_rating: number;
                                    products: {
                                        id: number;
                                        thumbnail: string | null;
                                        brand: string | null;
                                        name: string;
                                        price: number;
                                        discount_price: number;
                                        discount_percentage: number;
                                        quantity: number;
                                        size: {
                                            id: number;
                                            name: string;
                                        } | null;
                                        color: {
                                            id: number;
                                            name: string;
                                        } | null;
                                        unit: string | null;
                                        shop_id: number;
                                    }[];
                                }[];
                                checkout: {
                                    total_amount: number;
                                    delivery_charge: number;
                                    coupon_discount: number;
                                    payable_amount: number;
                                    order_tax_amount: number;
                                    summary_version: string;
                                };
                                stock: {
                                    product_id: number;
                                    message: string;
                                    available: number;
                                }[];
                            };
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
    "/api/get-vouchers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vouchers that can be used now (of a shop), with is_collected */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    shop_id?: number;
                };
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
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                total: number;
                                coupons: {
                                    id: number;
                                    code: string;
                                    /** @enum {string} */
                                    discount_type: "Amount" | "Percentage";
                                    discount: number;
                                    min_order_amount: number;
                                    max_discount_amount: number | null;
                                    limit_for_user: number | null;
                                    shop_id: number;
                                    started: string;
                                    validity: string;
                                    is_collected: boolean;
                                }[];
                            };
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
    "/api/get-collected-vouchers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The vouchers the caller collected that can still be used (of a shop) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    shop_id?: number;
                };
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
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                total: number;
                                coupons: {
                                    id: number;
                                    code: string;
                                    /** @enum {string} */
                                    discount_type: "Amount" | "Percentage";
                                    discount: number;
                                    min_order_amount: number;
                                    max_discount_amount: number | null;
                                    limit_for_user: number | null;
                                    shop_id: number;
                                    started: string;
                                    validity: string;
                                    is_collected: boolean;
                                }[];
                            };
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
    "/api/cart/checkout/vouchers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The caller's collected vouchers of the checkout's shops (or the buy-now line's), each with its saving there or why it does not apply */
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
                        shop_ids: number[];
                        is_buy_now?: boolean | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                coupons: {
                                    id: number;
                                    code: string;
                                    /** @enum {string} */
                                    discount_type: "Amount" | "Percentage";
                                    discount: number;
                                    min_order_amount: number;
                                    max_discount_amount: number | null;
                                    limit_for_user: number | null;
                                    shop_id: number;
                                    started: string;
                                    validity: string;
                                    is_collected: boolean;
                                    saving: number;
                                    /** @enum {string|null} */
                                    reason: "inactive" | "not_started" | "expired" | "used_up" | "used" | "min_spend" | null;
                                    amount_needed: number | null;
                                }[];
                            };
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
    "/api/vouchers-collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Collect a voucher (once per shopper) */
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
                        coupon_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
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
    "/api/apply-voucher": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a voucher code against products and work out its discount (on its own shop's products) */
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
                        coupon_code: string;
                        products: {
                            id: number;
                            quantity: number;
                            shop_id: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                total_order_amount: number;
                                total_discount_amount: number;
                            };
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
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's orders, newest first, with counts per status */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    order_status?: string;
                };
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
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                total: number;
                                status_wise_orders: {
                                    all: number;
                                    pending: number;
                                    confirm: number;
                                    processing: number;
                                    pickup: number;
                                    on_the_way: number;
                                    delivered: number;
                                    cancelled: number;
                                };
                                orders: {
                                    id: number;
                                    order_code: string;
                                    quantity: number;
                                    amount: number;
                                    payment_method: string;
                                    /** @enum {string} */
                                    payment_status: "Pending" | "Paid";
                                    /** @enum {string} */
                                    order_status: "Pending" | "Confirm" | "Processing" | "Pickup" | "On The Way" | "Delivered" | "Cancelled";
                                    created_at: string;
                                    placed_at: string;
                                    address: {
                                        id: number;
                                        name: string;
                                        phone: string;
                                        area: string;
                                        flat_no: string | null;
                                        address_type: string;
                                        address_line: string;
                                        address_line2: string | null;
                                        post_code: string;
                                        is_default: boolean;
                                        latitude: number | null;
                                        longitude: number | null;
                                    };
                                    refund: {
                                        amount: number;
                                        /** @enum {string} */
                                        status: "Pending" | "Refunded";
                                    } | null;
                                }[];
                            };
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
    "/api/order-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order of the caller with its products and amounts */
        get: {
            parameters: {
                query: {
                    order_id: number;
                };
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
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                order: {
                                    id: number;
                                    order_code: string;
                                    quantity: number;
                                    amount: number;
                                    payment_method: string;
                                    /** @enum {string} */
                                    payment_status: "Pending" | "Paid";
                                    /** @enum {string} */
                                    order_status: "Pending" | "Confirm" | "Processing" | "Pickup" | "On The Way" | "Delivered" | "Cancelled";
                                    created_at: string;
                                    placed_at: string;
                                    address: {
                                        id: number;
                                        name: string;
                                        phone: string;
                                        area: string;
                                        flat_no: string | null;
                                        address_type: string;
                                        address_line: string;
                                        address_line2: string | null;
                                        post_code: string;
                                        is_default: boolean;
                                        latitude: number | null;
                                        longitude: number | null;
                                    };
                                    refund: {
                                        amount: number;
                                        /** @enum {string} */
                                        status: "Pending" | "Refunded";
                                    } | null;
                                    estimated_delivery_date: string | null;
                                    total_amount: number;
                                    tax_amount: number;
                                    discount: number;
                                    coupon_discount: number;
                                    payable_amount: number;
                                    delivery_charge: number;
                                    note: string | null;
                                    shop: {
                                        id: number;
                                        name: string;
                                        logo: string | null;
                                        rating: number;
                                    } | null;
                                    invoice_url: string;
                                    products: {
                                        id: number | null;
                                        name: string;
                                        brand: string | null;
                                        thumbnail: string | null;
                                        price: number;
                                        discount_price: number;
                                        order_qty: number;
                                        color: {
                                            id: number;
                                            name: string;
                                            price: number;
                                            color_code?: string;
                                        } | null;
                                        size: {
                                            id: number;
                                            name: string;
                                            price: number;
                                            color_code?: string;
                                        } | null;
                                        unit: string | null;
                                        rating: number | null;
                                    }[];
                                };
                            };
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
    "/api/orders/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a pending order (its stock and voucher use come back; a paid one records a refund owed) */
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
                        order_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                order: {
                                    id: number;
                                    order_code: string;
                                    quantity: number;
                                    amount: number;
                                    payment_method: string;
                                    /** @enum {string} */
                                    payment_status: "Pending" | "Paid";
                                    /** @enum {string} */
                                    order_status: "Pending" | "Confirm" | "Processing" | "Pickup" | "On The Way" | "Delivered" | "Cancelled";
                                    created_at: string;
                                    placed_at: string;
                                    address: {
                                        id: number;
                                        name: string;
                                        phone: string;
                                        area: string;
                                        flat_no: string | null;
                                        address_type: string;
                                        address_line: string;
                                        address_line2: string | null;
                                        post_code: string;
                                        is_default: boolean;
                                        latitude: number | null;
                                        longitude: number | null;
                                    };
                                    refund: {
                                        amount: number;
                                        /** @enum {string} */
                                        status: "Pending" | "Refunded";
                                    } | null;
                                };
                            };
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
    "/api/product-review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Review a product of a delivered order (once per product per order) */
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
                        product_id: number;
                        order_id: number;
                        rating: number;
                        description?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                review: {
                                    id: number;
                                    customer_name: string;
                                    customer_profile: string | null;
                                    rating: number;
                                    description: string;
                                    created_at: string;
                                };
                            };
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
    "/api/place-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Order the chosen shops' cart lines (or the buy-now line): one order per shop */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        shop_ids: number[];
                        address_id: number;
                        payment_method: string;
                        coupon_code?: string | null;
                        note?: string | null;
                        is_buy_now?: boolean | null;
                        summary_version: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                order_payment_url: string | null;
                                order_ids: number[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            data: {
                                checkout_items: {
                                    id: number;
                                    shop_id: number;
                                    shop_name: string;
                                    shop_rating: number;
                                    products: {
                                        id: number;
                                        thumbnail: string | null;
                                        brand: string | null;
                                        name: string;
                                        price: number;
                                        discount_price: number;
                                        discount_percentage: number;
                                        quantity: number;
                                        size: {
                                            id: number;
                                            name: string;
                                        } | null;
                                        color: {
                                            id: number;
                                            name: string;
                                        } | null;
                                        unit: string | null;
                                        shop_id: number;
                                    }[];
                                }[];
                                checkout: {
                                    total_amount: number;
                                    delivery_charge: number;
                                    coupon_discount: number;
                                    payable_amount: number;
                                    order_tax_amount: number;
                                    summary_version: string;
                                };
                                stock: {
                                    product_id: number;
                                    message: string;
                                    available: number;
                                }[];
                            };
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
    "/api/place-order/again": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Order the products of a delivered order again, at today's prices, to the same address */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        order_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                order_payment_url: string | null;
                                order: {
                                    id: number;
                                    order_code: string;
                                    quantity: number;
                                    amount: number;
                                    payment_method: string;
                                    /** @enum {string} */
                                    payment_status: "Pending" | "Paid";
                                    /** @enum {string} */
                                    order_status: "Pending" | "Confirm" | "Processing" | "Pickup" | "On The Way" | "Delivered" | "Cancelled";
                                    created_at: string;
                                    placed_at: string;
                                    address: {
                                        id: number;
                                        name: string;
                                        phone: string;
                                        area: string;
                                        flat_no: string | null;
                                        address_type: string;
                                        address_line: string;
                                        address_line2: string | null;
                                        post_code: string;
                                        is_default: boolean;
                                        latitude: number | null;
                                        longitude: number | null;
                                    };
                                    refund: {
                                        amount: number;
                                        /** @enum {string} */
                                        status: "Pending" | "Refunded";
                                    } | null;
                                };
                            };
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
    "/api/order-payment/{order}/{method}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pay an unpaid order again (or switch it to cash): a new payment link */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    order: number;
                    method: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            data: {
                                order_payment_url: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
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
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's own events, as they happen (text/event-stream)
         * @description Server-Sent Events, each as the 200 schema describes it. Reconnect with `Last-Event-ID` to get what was missed. 429: this user has too many streams open; 503: this instance has (both with Retry-After).
         */
        get: {
            parameters: {
                query?: never;
                header?: {
                    "last-event-id"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One SSE message per event */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": {
                            /** @enum {string} */
                            kind: "order";
                            /** @description Opaque and random: send it back as Last-Event-ID */
                            id: string;
                            data: {
                                order_id: number;
                                order_code: string;
                                /** @enum {string} */
                                order_status: "Pending" | "Confirm" | "Processing" | "Pickup" | "On The Way" | "Delivered" | "Cancelled";
                                /** @enum {string} */
                                payment_status: "Pending" | "Paid";
                                /** @enum {string|null} */
                                refund_status: "Pending" | "Refunded" | null;
                                changed: ("order_status" | "payment_status" | "refund_status")[];
                            };
                        } | {
                            /** @enum {string} */
                            kind: "ticket";
                            /** @description Opaque and random: send it back as Last-Event-ID */
                            id: string;
                            data: {
                                ticket_id: number;
                                message_id?: number;
                                is_staff?: boolean;
                                /** @enum {string} */
                                status: "running" | "completed" | "cancel";
                            };
                        } | {
                            /** @enum {string} */
                            kind: "basket" | "wishlist";
                            /** @description Opaque and random: send it back as Last-Event-ID */
                            id: string;
                        } | {
                            /** @enum {string} */
                            kind: "session_revoked";
                            /** @description Opaque and random: send it back as Last-Event-ID */
                            id: string;
                        } | {
                            /** @enum {string} */
                            kind: "resync";
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
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
    "/api/payments/webhooks/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A payment provider's webhook (raw body, verified by its signature header)
         * @description Called by the payment provider, not by the storefront. The body is the provider’s event as it signed it (at most 1 MB). 200: verified (applied, a repeat, a type the store does not act on, or a body it cannot read, ignored); 400: the signature is missing or wrong, or signed more than 5 minutes from now either way; 404: no provider of that name is configured; 413: the body is over 1 MB.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    provider: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            received: true;
                            result: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
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
    "/api/telemetry/remote-loads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report the shell's remote loads (a batch sent with navigator.sendBeacon) */
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
                        loads: {
                            /** @enum {string} */
                            remote: "catalog" | "cart" | "account" | "auth";
                            version?: string | null;
                            manifest: string;
                            canary: boolean;
                            /** @enum {string|null} */
                            served?: "stable" | "canary" | "preview" | null;
                            duration_ms: number;
                            /** @enum {string} */
                            outcome: "ok" | "failed";
                            /** @enum {string|null} */
                            phase?: "manifest" | "entry" | "contract" | "module" | "refused" | "timeout" | null;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
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
    "/api/telemetry/page-views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report page views' field data: Core Web Vitals, errors and the remote builds on the page (navigator.sendBeacon) */
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
                        views: {
                            route: string;
                            /** @enum {string} */
                            device: "phone" | "desktop";
                            /** @enum {string} */
                            served_as: "stable" | "canary" | "preview";
                            builds: {
                                /** @enum {string} */
                                remote: "catalog" | "cart" | "account" | "auth";
                                version?: string | null;
                                manifest: string;
                                /** @enum {string} */
                                served: "stable" | "canary" | "preview";
                                errors?: number;
                            }[];
                            vitals: {
                                LCP?: number;
                                INP?: number;
                                CLS?: number;
                                FCP?: number;
                                TTFB?: number;
                            };
                            errors: number;
                            token?: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
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
    "/api/telemetry/remote-errors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report errors raised by remotes, each with its build and first line (navigator.sendBeacon) */
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
                        errors: {
                            /** @enum {string} */
                            remote: "catalog" | "cart" | "account" | "auth";
                            version?: string | null;
                            manifest: string;
                            /** @enum {string} */
                            served: "stable" | "canary" | "preview";
                            route: string;
                            /** @enum {string} */
                            source: "boundary" | "error" | "unhandledrejection";
                            message: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
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
    "/media/generated/{kind}/{seed}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Generated demo image (SVG) */
        get: {
            parameters: {
                query?: {
                    text?: string;
                };
                header?: never;
                path: {
                    kind: "product" | "category" | "sub-category" | "shop-logo" | "shop-banner" | "banner" | "ad" | "flash-sale" | "avatar" | "logo" | "footer-logo" | "qr" | "payment" | "badge" | "social";
                    seed: string;
                    file: string;
                };
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
    "/media/uploads/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An uploaded file (profile photo, ticket attachment) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    file: string;
                };
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
