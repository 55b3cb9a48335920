import type { SkillQuestionSeeds } from "./types";

/** Technical questions for the catalogue's most common front-end skills. */
export const frontendQuestions: SkillQuestionSeeds = {
  javascript: {
    junior: [
      [
        "¿Qué diferencia hay entre == y ===, y cuándo usarías cada uno?",
        "What is the difference between == and ===, and when would you use each?",
      ],
      [
        "¿Qué diferencia hay entre let, const y var?",
        "What is the difference between let, const and var?",
      ],
    ],
    senior: [
      [
        "Explica el event loop con un ejemplo de promesas y setTimeout.",
        "Explain the event loop with an example using promises and setTimeout.",
      ],
      [
        "¿Cómo encontrarías y corregirías una fuga de memoria en una aplicación de página única?",
        "How would you find and fix a memory leak in a single-page application?",
      ],
    ],
  },
  typescript: {
    junior: [
      [
        "¿Qué diferencia hay entre un type y una interface, y cuándo prefieres cada uno?",
        "What is the difference between a type alias and an interface, and when do you prefer each?",
      ],
      [
        "¿Qué problema resuelve unknown frente a any?",
        "What problem does unknown solve compared with any?",
      ],
    ],
    senior: [
      [
        "¿Cuándo usarías un tipo unión discriminada y cómo lo recorre el compilador?",
        "When would you use a discriminated union, and how does the compiler narrow it?",
      ],
      [
        "¿Cómo tiparías los datos que llegan de una API para que el tipo no mienta en tiempo de ejecución?",
        "How would you type data coming from an API so the type does not lie at runtime?",
      ],
    ],
  },
  react: {
    junior: [
      [
        "¿Qué diferencia hay entre props y estado?",
        "What is the difference between props and state?",
      ],
      [
        "¿Para qué sirve la prop key en una lista y qué pasa si usas el índice?",
        "What is the key prop for in a list, and what happens if you use the index?",
      ],
    ],
    senior: [
      [
        "¿Cuándo se vuelve a renderizar un componente y cómo evitarías renders innecesarios?",
        "When does a component re-render, and how would you avoid unnecessary renders?",
      ],
      [
        "¿Dónde guardarías el estado del servidor, el de la URL y el de la interfaz en una aplicación grande?",
        "Where would you keep server state, URL state and UI state in a large application?",
      ],
    ],
  },
  angular: {
    junior: [
      [
        "¿Qué es un servicio y cómo funciona la inyección de dependencias en Angular?",
        "What is a service, and how does dependency injection work in Angular?",
      ],
      [
        "¿Qué diferencia hay entre un observable y una promesa?",
        "What is the difference between an observable and a promise?",
      ],
    ],
    senior: [
      [
        "¿Cómo funciona la detección de cambios y cuándo usarías OnPush o signals?",
        "How does change detection work, and when would you use OnPush or signals?",
      ],
      [
        "¿Cómo evitarías suscripciones que nunca se cierran en una aplicación grande?",
        "How would you avoid subscriptions that are never closed in a large application?",
      ],
    ],
  },
  vuejs: {
    junior: [
      [
        "¿Qué diferencia hay entre una propiedad computada y un watcher?",
        "What is the difference between a computed property and a watcher?",
      ],
      [
        "¿Cómo se comunican un componente padre y uno hijo?",
        "How do a parent and a child component communicate?",
      ],
    ],
    senior: [
      [
        "¿Cómo funciona el sistema de reactividad de Vue 3 y qué limitaciones tiene?",
        "How does Vue 3's reactivity system work, and what are its limits?",
      ],
      [
        "¿Cuándo usarías composables y cuándo un store como Pinia?",
        "When would you use composables and when a store such as Pinia?",
      ],
    ],
  },
  nextjs: {
    junior: [
      [
        "¿Qué diferencia hay entre renderizar en el servidor y en el cliente?",
        "What is the difference between rendering on the server and on the client?",
      ],
      [
        "¿Cómo se define una ruta dinámica en Next.js?",
        "How do you define a dynamic route in Next.js?",
      ],
    ],
    senior: [
      [
        "¿Cómo decides qué va en un Server Component y qué en un Client Component?",
        "How do you decide what goes in a Server Component and what in a Client Component?",
      ],
      [
        "¿Cómo invalidarías la caché de una página cuando cambian sus datos?",
        "How would you invalidate a page's cache when its data changes?",
      ],
    ],
  },
  html: {
    junior: [
      [
        "¿Por qué importa usar HTML semántico? Da un ejemplo.",
        "Why does semantic HTML matter? Give an example.",
      ],
      [
        "¿Cómo harías accesible un formulario para un lector de pantalla?",
        "How would you make a form accessible to a screen reader?",
      ],
    ],
    senior: [
      [
        "¿Cuándo usarías atributos ARIA y cuándo son contraproducentes?",
        "When would you use ARIA attributes, and when do they backfire?",
      ],
      [
        "¿Qué harías para que una página cargue rápido en un teléfono con mala conexión?",
        "What would you do so a page loads fast on a phone with a poor connection?",
      ],
    ],
  },
  css: {
    junior: [
      [
        "¿Qué diferencia hay entre flexbox y grid, y cuándo usas cada uno?",
        "What is the difference between flexbox and grid, and when do you use each?",
      ],
      ["¿Cómo funciona la especificidad de los selectores?", "How does selector specificity work?"],
    ],
    senior: [
      [
        "¿Cómo organizarías el CSS de una aplicación grande para que no se pisen los estilos?",
        "How would you organise a large application's CSS so styles do not clash?",
      ],
      [
        "¿Qué propiedades provocan reflow y cómo animarías sin afectar el rendimiento?",
        "Which properties trigger a reflow, and how would you animate without hurting performance?",
      ],
    ],
  },
  graphql: {
    junior: [
      [
        "¿Qué diferencia hay entre una query y una mutation?",
        "What is the difference between a query and a mutation?",
      ],
      [
        "¿Qué ventajas y desventajas tiene GraphQL frente a REST?",
        "What are GraphQL's advantages and drawbacks compared with REST?",
      ],
    ],
    senior: [
      [
        "¿Qué es el problema N+1 en un resolver y cómo lo resuelves?",
        "What is the N+1 problem in a resolver, and how do you solve it?",
      ],
      [
        "¿Cómo limitarías consultas demasiado costosas en una API pública?",
        "How would you limit overly expensive queries on a public API?",
      ],
    ],
  },
  jest: {
    junior: [
      [
        "¿Qué diferencia hay entre un mock, un stub y un spy?",
        "What is the difference between a mock, a stub and a spy?",
      ],
      ["¿Cómo probarías una función asíncrona?", "How would you test an asynchronous function?"],
    ],
    senior: [
      [
        "¿Cómo decides qué probar con pruebas unitarias, de integración y de extremo a extremo?",
        "How do you decide what to cover with unit, integration and end-to-end tests?",
      ],
      [
        "Una prueba falla de vez en cuando en CI: ¿cómo la investigas?",
        "A test fails now and then in CI: how do you investigate it?",
      ],
    ],
  },
};
