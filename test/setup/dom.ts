import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";

// findBy… and waitFor wait up to 5 s (Testing Library's default is 1 s). The views draw their data
// in deferred renders (issue 37), which React finishes in slices after the answer: on a loaded
// 2-core CI machine the first render of a suite, its lazy code and ICU data included, went past
// 1 s once (metricsPages.test, a page that was right). A check that passes returns as soon as it does.
configure({ asyncUtilTimeout: 5000 });
