export declare const keelResolveConditions: string[];
