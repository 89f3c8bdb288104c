export declare const SOURCE_CONDITION: '@keel/source';
