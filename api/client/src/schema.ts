// Generated from the API server’s OpenAPI document by `pnpm --filter @ai-doctor/api generate:client`.
// Do not edit: change the route schemas and generate again (api/test/client.test.ts checks it is current).

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Server health */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wellness-diagnosis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Wellness score, risk factors and recommendations for one reading
         * @description Scores a reading with the same module the app uses offline. Experimental metrics (blood pressure, oxygen) count toward the score but never raise a risk factor on their own. A value left out (the scan could not measure it) is scored with its default value and marked `defaulted`. Nothing is stored.
         */
        post: operations["diagnoseWellness"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enhance-rppg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-analyse a scan’s RGB trace with every method and face region
         * @description Accepts up to 120 s of samples at 10–120 samples/s, as JSON or as the compact binary trace (`application/octet-stream`, below). Responds 422 when the trace cannot give a reading (too short, no pulse) and 503 with `Retry-After` when every analysis thread is busy and the queue is full. Nothing is stored.
         */
        post: operations["enhanceRppg"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/og-image/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An article's 1200×630 social preview image (PNG) */
        get: operations["getSocialCard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message to the support team */
        post: operations["sendContactMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subscribe an e-mail address to the newsletter (idempotent) */
        post: operations["subscribeToNewsletter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/free-slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A doctor's free consultation slots on a day */
        get: operations["listFreeSlots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Book an online consultation */
        post: operations["bookConsultation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}": {
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
         * Cancel a booking with its cancel token, freeing its slot
         * @description For the person who booked: the token is the `cancelToken` of the booking answer. Cancelling again answers the same; a consultation that has taken place cannot be cancelled (409). An unknown booking and a wrong token are the same 404.
         */
        delete: operations["cancelBooking"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clinic/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The clinic's bookings between two dates, in appointment order
         * @description Bookings of the key’s doctors dated `from`–`to` (inclusive; default: today and the next 90 days), cancelled ones included, ordered by date and time. Pages of `limit`; pass `nextCursor` as `cursor` for the next, until it is null.
         */
        get: operations["listClinicBookings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clinic/bookings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set a booking's status: confirmed, cancelled (frees the slot) or done
         * @description Only a booking of the key’s doctors (another’s is a 404). Confirming a cancelled booking again is a 409 when its slot has been booked since.
         */
        patch: operations["updateClinicBooking"];
        trace?: never;
    };
    "/api/support/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The Contact form’s messages, newest first
         * @description Pages of `limit`; pass `nextCursor` as `cursor` for the next, until it is null.
         */
        get: operations["listSupportMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Erase a contact message (at its sender’s request) */
        delete: operations["deleteSupportMessage"];
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
export interface operations {
    getHealth: {
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
                        /** @enum {string} */
                        status: "ok";
                        /** @description Version of the WebAssembly signal core loaded by the server */
                        core: string;
                        database: {
                            /** @enum {string} */
                            kind: "pglite" | "postgres";
                            ok: boolean;
                        };
                    };
                };
            };
            /** @description Every error of the API has this shape. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        /** @description HTTP status text */
                        error: string;
                        /** @description What was wrong, in plain words */
                        message: string;
                    };
                };
            };
            /** @description Every error of the API has this shape. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        /** @description HTTP status text */
                        error: string;
                        /** @description What was wrong, in plain words */
                        message: string;
                    };
                };
            };
        };
    };
    diagnoseWellness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Systolic blood pressure, mmHg */
                    systolic: number;
                    /** @description Diastolic blood pressure, mmHg */
                    diastolic: number;
                    /** @description Heart rate, beats per minute */
                    heartRate: number;
                    /** @description Given when the heart rate was read only as this range (heartRate is the estimate inside it) */
                    heartRateRange?: {
                        /** @description Lower end, bpm */
                        low: number;
                        /** @description Upper end, bpm */
                        high: number;
                    };
                    /** @description Heart rate variability (RMSSD), ms */
                    heartRateVariability?: number;
                    /** @description Breathing rate, per minute */
                    breathingRate?: number;
                    /** @description Oxygen saturation, % */
                    oxygenSaturation?: number;
                    /** @description Sympathetic stress index, % */
                    sympatheticStress?: number;
                    /** @description Parasympathetic activity index, % */
                    parasympatheticActivity?: number;
                    /** @description Signal quality (the result's PRQ), 0–100 */
                    signalQuality?: number;
                    /** @description Confidence of the reading, 0–1 */
                    confidence?: number;
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
                        overallScore: number;
                        /** @enum {string} */
                        wellnessLevel: "Excellent" | "Good" | "Fair" | "Needs Attention";
                        riskFactors: string[];
                        recommendations: string[];
                        summary: string;
                        /** @description Every scored check: which metric moved the score, by how much and why */
                        reasons: {
                            metric: string;
                            points: number;
                            maxPoints: number;
                            /** @enum {string} */
                            grade: "measured" | "derived" | "experimental" | "illustrative";
                            /** @description The value was missing and the standard default was used */
                            defaulted: boolean;
                            why: string;
                        }[];
                    };
                };
            };
            /** @description Every error of the API has this shape. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        /** @description HTTP status text */
                        error: string;
                        /** @description What was wrong, in plain words */
                        message: string;
                    };
                };
            };
            /** @description Every error of the API has this shape. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        /** @description HTTP status text */
                        error: string;
                        /** @description What was wrong, in plain words */
                        message: string;
                    };
                };
            };
        };
    };
    enhanceRppg: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Mean [r, g, b] of the face skin, one triple per frame */
                    timeSeriesData: number[][];
                    /** @description Frames per second the trace was sampled at (30 in the app) */
                    sampleRate: number;
                    /** @description Length of the trace in seconds (samples ÷ sampleRate) */
                    duration: number;
                    /** @description Capture time of each frame in ms, strictly increasing; when given it replaces sampleRate timing */
                    timestampsMs?: number[];
                    /** @description Optional traces of single face regions, one triple per frame like timeSeriesData */
                    rois?: {
                        /** @enum {string} */
                        name: "forehead" | "leftCheek" | "rightCheek";
                        /** @description Mean [r, g, b] per frame */
                        rgb: number[][];
                    }[];
                };
                "application/octet-stream": unknown;
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
                        /** @description Beats per minute */
                        heartRate: number;
                        /** @description mmHg (experimental estimate) */
                        systolic: number;
                        /** @description mmHg (experimental estimate) */
                        diastolic: number;
                        /** @enum {string} */
                        bloodPressureCategory: "Normal" | "Elevated" | "High Stage 1" | "High Stage 2";
                        /** @description 0–1 */
                        confidence: number;
                        /** @description Signal quality (PRQ), 0–100 */
                        signalQuality: number;
                        /** @description RMSSD, ms */
                        heartRateVariability: number;
                        /** @description Per minute */
                        breathingRate: number;
                        /** @description % (experimental estimate) */
                        oxygenSaturation: number;
                        /** @description 0–100 */
                        sympatheticStress: number;
                        /** @description 0–100 */
                        parasympatheticActivity: number;
                        /** @description The heart rate is exact (heartRateOutcome 'exact') */
                        reliable: boolean;
                        /**
                         * @description How exactly the heart rate was read: one number, only a range (heartRateRange), or not at all
                         * @enum {string}
                         */
                        heartRateOutcome: "exact" | "approximate" | "withheld";
                        /** @description The rPPG methods and face regions the re-analysis fused */
                        method: string;
                        /** @enum {string} */
                        source: "ai-enhanced";
                        /** @description Evidence grade of each metric */
                        grades: {
                            /** @enum {string} */
                            heartRate: "measured" | "derived" | "experimental" | "illustrative";
                            /** @enum {string} */
                            confidence: "measured" | "derived" | "experimental" | "illustrative";
                            /** @enum {string} */
                            prq: "measured" | "derived" | "experimental" | "illustrative";
                            /** @enum {string} */
                            heartRateVariability: "measured" | "derived" | "experimental" | "illustrative";
                            /** @enum {string} */
                            breathingRate: "measured" | "derived" | "experimental" | "illustrative";
                            /** @enum {string} */
                            sympatheticStress: "measured" | "derived" | "experimental" | "illustrative";
                            /** @enum {string} */
                            parasympatheticActivity: "measured" | "derived" | "experimental" | "illustrative";
                            /** @enum {string} */
                            heartRhythm: "measured" | "derived" | "experimental" | "illustrative";
                            /** @enum {string} */
                            arrhythmiaRisk: "measured" | "derived" | "experimental" | "illustrative";
                            /** @enum {string} */
                            oxygenSaturation: "measured" | "derived" | "experimental" | "illustrative";
                            /** @enum {string} */
                            bloodPressure: "measured" | "derived" | "experimental" | "illustrative";
                            /** @enum {string} */
                            strokeRiskFactors: "measured" | "derived" | "experimental" | "illustrative";
                            /** @enum {string} */
                            parkinsonsIndicators: "measured" | "derived" | "experimental" | "illustrative";
                            /** @enum {string} */
                            estimatedTemperature: "measured" | "derived" | "experimental" | "illustrative";
                            /** @enum {string} */
                            estimatedECG: "measured" | "derived" | "experimental" | "illustrative";
                            /** @enum {string} */
                            estimatedEEG: "measured" | "derived" | "experimental" | "illustrative";
                        };
                        /** @description Metrics this scan could not measure, each with one plain sentence why; their numeric fields hold the default value and are not readings. {} when everything was measured. */
                        withheld: {
                            [key: string]: string;
                        };
                        /** @description Values clamped to a wall of their range (HRV 10–80 ms, breathing 8–25 /min): bounds, not readings */
                        atLimit: {
                            /** @enum {string} */
                            heartRateVariability?: "min" | "max";
                            /** @enum {string} */
                            breathingRate?: "min" | "max";
                        };
                        /** @description What the signal looked like: the inputs of PRQ and confidence */
                        quality: {
                            /** @description Self-SNR of the pulse, dB: mean over 10 s windows, the rate against its neighbourhood (±15 %, at least ±12 bpm) */
                            snrDb: number;
                            /** @description Share of frames with a face, 0–1 */
                            facePresentShare: number;
                            /** @description Head motion, 0 (still) – 1 */
                            motion: number;
                            /** @description Share of the head's motion at the heart rate, beyond chance, 0–1 (1: rhythm unknown) */
                            motionAtRate: number;
                            /** @description 0 (jumping) – 1 (steady) */
                            brightnessStability: number;
                            /** @description Share of beat intervals kept, 0–1 */
                            cleanBeatShare: number;
                            /** @description Agreement of independent estimates with the rate, 0–1 */
                            agreement: number;
                        };
                        /** @description The stated 90 % interval of the heart rate; absent when it was withheld */
                        heartRateRange?: {
                            /** @description bpm */
                            low: number;
                            /** @description bpm */
                            high: number;
                        };
                        /**
                         * @description Why the heart rate is not exact, as a code (note says it in words); absent when it is exact
                         * @enum {string}
                         */
                        heartRateReason?: "rate-out-of-range" | "rate-uncertain" | "pulse-weak" | "no-pulse" | "derived-from-hrv" | "pulse-unreliable" | "breathing-not-clear" | "breathing-below-range" | "too-few-clean-beats" | "beats-corrected" | "beats-missed" | "beat-timing-unchecked" | "regions-disagree" | "beat-timing-noisy" | "no-keypoints" | "too-few-keypoints" | "lips-not-found" | "head-turned" | "keypoints-unsteady";
                        /** @description Why the heart rate is not exact, in words */
                        note?: string;
                    };
                };
            };
            /** @description Every error of the API has this shape. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        /** @description HTTP status text */
                        error: string;
                        /** @description What was wrong, in plain words */
                        message: string;
                    };
                };
            };
            /** @description Every error of the API has this shape. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        /** @description HTTP status text */
                        error: string;
                        /** @description What was wrong, in plain words */
                        message: string;
                    };
                };
            };
        };
    };
    getSocialCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ai-facial-analysis, rppg-science, contactless-health-seniors, future-rpm */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PNG image, 1200×630 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            /** @description Every error of the API has this shape. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        /** @description HTTP status text */
                        error: string;
                        /** @description What was wrong, in plain words */
                        message: string;
                    };
                };
            };
            /** @description Every error of the API has this shape. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        /** @description HTTP status text */
                        error: string;
                        /** @description What was wrong, in plain words */
                        message: string;
                    };
                };
            };
        };
    };
    sendContactMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Your name */
                    name: string;
                    /**
                     * Format: email
                     * @description E-mail address
                     */
                    email: string;
                    /** @description Subject */
                    subject: string;
                    /** @description Message */
                    message: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        status: "received";
                    };
                };
            };
            /** @description Every error of the API has this shape. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        /** @description HTTP status text */
                        error: string;
                        /** @description What was wrong, in plain words */
                        message: string;
                    };
                };
            };
            /** @description Every error of the API has this shape. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        /** @description HTTP status text */
                        error: string;
                        /** @description What was wrong, in plain words */
                        message: string;
                    };
                };
            };
        };
    };
    subscribeToNewsletter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @description E-mail address
                     */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Was already subscribed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        /** @enum {string} */
                        status: "subscribed" | "already-subscribed";
                    };
                };
            };
            /** @description Newly subscribed */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        /** @enum {string} */
                        status: "subscribed" | "already-subscribed";
                    };
                };
            };
            /** @description Every error of the API has this shape. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        /** @description HTTP status text */
                        error: string;
                        /** @description What was wrong, in plain words */
                        message: string;
                    };
                };
            };
            /** @description Every error of the API has this shape. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        /** @description HTTP status text */
                        error: string;
                        /** @description What was wrong, in plain words */
                        message: string;
                    };
                };
            };
        };
    };
    listFreeSlots: {
        parameters: {
            query: {
                /** @description Id of the chosen doctor */
                doctorId: string;
                /** @description ISO date (YYYY-MM-DD), today or later */
                date: string;
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
                        doctorId: string;
                        /** Format: date */
                        date: string;
                        /** @description Bookable slots, in order */
                        free: ("09:00 AM" | "09:30 AM" | "10:00 AM" | "10:30 AM" | "11:00 AM" | "11:30 AM" | "02:00 PM" | "02:30 PM" | "03:00 PM" | "03:30 PM" | "04:00 PM" | "04:30 PM")[];
                    };
                };
            };
            /** @description Every error of the API has this shape. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        /** @description HTTP status text */
                        error: string;
                        /** @description What was wrong, in plain words */
                        message: string;
                    };
                };
            };
            /** @description Every error of the API has this shape. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        /** @description HTTP status text */
                        error: string;
                        /** @description What was wrong, in plain words */
                        message: string;
                    };
                };
            };
        };
    };
    bookConsultation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Id of the chosen doctor */
                    doctorId: string;
                    /** @enum {string} */
                    consultationType: "video" | "chat" | "phone";
                    /**
                     * Format: date
                     * @description ISO date (YYYY-MM-DD), today or later
                     */
                    date: string;
                    /** @enum {string} */
                    timeSlot: "09:00 AM" | "09:30 AM" | "10:00 AM" | "10:30 AM" | "11:00 AM" | "11:30 AM" | "02:00 PM" | "02:30 PM" | "03:00 PM" | "03:30 PM" | "04:00 PM" | "04:30 PM";
                    /** @description Full name */
                    fullName: string;
                    /**
                     * Format: email
                     * @description E-mail address
                     */
                    email: string;
                    /** @description Telephone number: digits, spaces, +, -, (, ) and dots */
                    phone: string;
                    /** @description Reason for consultation */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        status: "confirmed";
                        /** @description Cancels this booking (`DELETE /api/bookings/{id}` with the header `Cancel-Token`). Sent only in this answer and stored only as a hash: keep it. */
                        cancelToken: string;
                        doctorId: string;
                        /** @enum {string} */
                        consultationType: "video" | "chat" | "phone";
                        /** Format: date */
                        date: string;
                        /** @enum {string} */
                        timeSlot: "09:00 AM" | "09:30 AM" | "10:00 AM" | "10:30 AM" | "11:00 AM" | "11:30 AM" | "02:00 PM" | "02:30 PM" | "03:00 PM" | "03:30 PM" | "04:00 PM" | "04:30 PM";
                    };
                };
            };
            /** @description Every error of the API has this shape. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        /** @description HTTP status text */
                        error: string;
                        /** @description What was wrong, in plain words */
                        message: string;
                    };
                };
            };
            /** @description Every error of the API has this shape. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        /** @description HTTP status text */
                        error: string;
                        /** @description What was wrong, in plain words */
                        message: string;
                    };
                };
            };
        };
    };
    cancelBooking: {
        parameters: {
            query?: never;
            header: {
                /** @description The booking’s cancelToken */
                "cancel-token": string;
            };
            path: {
                /** @description The booking id */
                id: string;
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
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        status: "cancelled";
                    };
                };
            };
            /** @description Every error of the API has this shape. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        /** @description HTTP status text */
                        error: string;
                        /** @description What was wrong, in plain words */
                        message: string;
                    };
                };
            };
            /** @description Every error of the API has this shape. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        /** @description HTTP status text */
                        error: string;
                        /** @description What was wrong, in plain words */
                        message: string;
                    };
                };
            };
        };
    };
    listClinicBookings: {
        parameters: {
            query?: {
                /** @description First day (YYYY-MM-DD), default today (UTC) */
                from?: string;
                /** @description Last day (YYYY-MM-DD), default 90 days after from */
                to?: string;
                /** @description The `nextCursor` of the previous page */
                cursor?: string;
                /** @description Items per page */
                limit?: number;
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
                        bookings: {
                            /** Format: uuid */
                            id: string;
                            doctorId: string;
                            /** @enum {string} */
                            consultationType: "video" | "chat" | "phone";
                            /**
                             * Format: date
                             * @description Day of the consultation
                             */
                            date: string;
                            /** @enum {string} */
                            timeSlot: "09:00 AM" | "09:30 AM" | "10:00 AM" | "10:30 AM" | "11:00 AM" | "11:30 AM" | "02:00 PM" | "02:30 PM" | "03:00 PM" | "03:30 PM" | "04:00 PM" | "04:30 PM";
                            /**
                             * @description confirmed (as booked), cancelled (slot freed) or done
                             * @enum {string}
                             */
                            status: "confirmed" | "cancelled" | "done";
                            fullName: string;
                            email: string;
                            phone: string;
                            reason: string;
                            /** Format: date-time */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description When the status last changed (or the booking was made)
                             */
                            updatedAt: string;
                        }[];
                        /** @description The next page’s cursor; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Every error of the API has this shape. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        /** @description HTTP status text */
                        error: string;
                        /** @description What was wrong, in plain words */
                        message: string;
                    };
                };
            };
            /** @description Every error of the API has this shape. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        /** @description HTTP status text */
                        error: string;
                        /** @description What was wrong, in plain words */
                        message: string;
                    };
                };
            };
        };
    };
    updateClinicBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The booking id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "confirmed" | "cancelled" | "done";
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
                        /** Format: uuid */
                        id: string;
                        doctorId: string;
                        /** @enum {string} */
                        consultationType: "video" | "chat" | "phone";
                        /**
                         * Format: date
                         * @description Day of the consultation
                         */
                        date: string;
                        /** @enum {string} */
                        timeSlot: "09:00 AM" | "09:30 AM" | "10:00 AM" | "10:30 AM" | "11:00 AM" | "11:30 AM" | "02:00 PM" | "02:30 PM" | "03:00 PM" | "03:30 PM" | "04:00 PM" | "04:30 PM";
                        /**
                         * @description confirmed (as booked), cancelled (slot freed) or done
                         * @enum {string}
                         */
                        status: "confirmed" | "cancelled" | "done";
                        fullName: string;
                        email: string;
                        phone: string;
                        reason: string;
                        /** Format: date-time */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description When the status last changed (or the booking was made)
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description Every error of the API has this shape. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        /** @description HTTP status text */
                        error: string;
                        /** @description What was wrong, in plain words */
                        message: string;
                    };
                };
            };
            /** @description Every error of the API has this shape. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        /** @description HTTP status text */
                        error: string;
                        /** @description What was wrong, in plain words */
                        message: string;
                    };
                };
            };
        };
    };
    listSupportMessages: {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the previous page */
                cursor?: string;
                /** @description Items per page */
                limit?: number;
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
                        messages: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            email: string;
                            subject: string;
                            message: string;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                        /** @description The next page’s cursor; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Every error of the API has this shape. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        /** @description HTTP status text */
                        error: string;
                        /** @description What was wrong, in plain words */
                        message: string;
                    };
                };
            };
            /** @description Every error of the API has this shape. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        /** @description HTTP status text */
                        error: string;
                        /** @description What was wrong, in plain words */
                        message: string;
                    };
                };
            };
        };
    };
    deleteSupportMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The message id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erased */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Every error of the API has this shape. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        /** @description HTTP status text */
                        error: string;
                        /** @description What was wrong, in plain words */
                        message: string;
                    };
                };
            };
            /** @description Every error of the API has this shape. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        /** @description HTTP status text */
                        error: string;
                        /** @description What was wrong, in plain words */
                        message: string;
                    };
                };
            };
        };
    };
}
