/// <reference types="@lectern/tooling/inline-script.d.ts" />
