import type { SkillQuestionSeeds } from "./types";

/** Technical questions for the catalogue's most common back-end skills. */
export const backendQuestions: SkillQuestionSeeds = {
  nodejs: {
    junior: [
      [
        "¿Qué significa que Node.js sea de un solo hilo y no bloqueante?",
        "What does it mean that Node.js is single-threaded and non-blocking?",
      ],
      ["¿Cómo manejas los errores con async/await?", "How do you handle errors with async/await?"],
    ],
    senior: [
      [
        "¿Cómo procesarías un archivo de 5 GB en Node.js sin agotar la memoria?",
        "How would you process a 5 GB file in Node.js without running out of memory?",
      ],
      [
        "Un endpoint bloquea el event loop: ¿cómo lo detectas y qué haces?",
        "An endpoint blocks the event loop: how do you detect it and what do you do?",
      ],
    ],
  },
  expressjs: {
    junior: [
      ["¿Qué es un middleware en Express?", "What is a middleware in Express?"],
      ["¿Cómo validarías el cuerpo de una petición?", "How would you validate a request body?"],
    ],
    senior: [
      [
        "¿Cómo centralizarías el manejo de errores para que todas las respuestas tengan el mismo formato?",
        "How would you centralise error handling so every response has the same shape?",
      ],
      [
        "¿Cómo cerrarías el servidor sin cortar las peticiones en curso durante un despliegue?",
        "How would you shut the server down without cutting in-flight requests during a deploy?",
      ],
    ],
  },
  nestjs: {
    junior: [
      [
        "¿Qué papel cumplen los módulos, controladores y proveedores?",
        "What roles do modules, controllers and providers play?",
      ],
      ["¿Para qué sirve un pipe?", "What is a pipe for?"],
    ],
    senior: [
      [
        "¿Cuándo usarías un guard, un interceptor o un middleware?",
        "When would you use a guard, an interceptor or a middleware?",
      ],
      [
        "¿Cómo evitarías dependencias circulares entre módulos?",
        "How would you avoid circular dependencies between modules?",
      ],
    ],
  },
  java: {
    junior: [
      [
        "¿Qué diferencia hay entre una interfaz y una clase abstracta?",
        "What is the difference between an interface and an abstract class?",
      ],
      [
        "¿Por qué hay que sobrescribir equals y hashCode juntos?",
        "Why must equals and hashCode be overridden together?",
      ],
    ],
    senior: [
      [
        "¿Cómo diagnosticarías un servicio que se queda sin memoria en producción?",
        "How would you diagnose a service that runs out of memory in production?",
      ],
      [
        "¿Qué cambian los hilos virtuales para un servidor con mucha entrada y salida?",
        "What do virtual threads change for a server with heavy I/O?",
      ],
    ],
  },
  spring: {
    junior: [
      ["¿Qué hace la anotación @Transactional?", "What does the @Transactional annotation do?"],
      [
        "¿Qué diferencia hay entre @Component, @Service y @Repository?",
        "What is the difference between @Component, @Service and @Repository?",
      ],
    ],
    senior: [
      [
        "¿Por qué una llamada a un método @Transactional de la misma clase no abre transacción?",
        "Why does calling an @Transactional method from the same class not open a transaction?",
      ],
      [
        "¿Cómo detectarías y corregirías el problema N+1 con JPA?",
        "How would you detect and fix the N+1 problem with JPA?",
      ],
    ],
  },
  python: {
    junior: [
      [
        "¿Qué diferencia hay entre una lista y una tupla?",
        "What is the difference between a list and a tuple?",
      ],
      [
        "¿Por qué es peligroso usar una lista como valor por defecto de un parámetro?",
        "Why is a list as a parameter's default value dangerous?",
      ],
    ],
    senior: [
      [
        "¿Qué son los generadores y cuándo convienen frente a una lista?",
        "What are generators, and when are they better than a list?",
      ],
      [
        "¿Cómo afecta el GIL al rendimiento y cuándo usarías procesos, hilos o asyncio?",
        "How does the GIL affect performance, and when would you use processes, threads or asyncio?",
      ],
    ],
  },
  django: {
    junior: [
      [
        "¿Qué hace una migración y cuándo la generas?",
        "What does a migration do, and when do you generate one?",
      ],
      [
        "¿Qué diferencia hay entre select_related y prefetch_related?",
        "What is the difference between select_related and prefetch_related?",
      ],
    ],
    senior: [
      [
        "¿Cómo harías un cambio de esquema en una tabla grande sin tiempo de inactividad?",
        "How would you change the schema of a large table without downtime?",
      ],
      [
        "¿Cómo evitarías condiciones de carrera al actualizar un saldo con el ORM?",
        "How would you avoid race conditions when updating a balance through the ORM?",
      ],
    ],
  },
  fastapi: {
    junior: [
      ["¿Cómo valida FastAPI los datos de entrada?", "How does FastAPI validate incoming data?"],
      [
        "¿Cuándo declararías un endpoint con async def y cuándo con def?",
        "When would you declare an endpoint with async def and when with def?",
      ],
    ],
    senior: [
      [
        "¿Cómo usarías las dependencias para la autenticación y las transacciones?",
        "How would you use dependencies for authentication and transactions?",
      ],
      [
        "¿Qué pasa si llamas a una librería bloqueante dentro de un endpoint async?",
        "What happens if you call a blocking library inside an async endpoint?",
      ],
    ],
  },
  csharp: {
    junior: [
      [
        "¿Qué diferencia hay entre un tipo por valor y un tipo por referencia?",
        "What is the difference between a value type and a reference type?",
      ],
      ["¿Qué es LINQ y cuándo lo usas?", "What is LINQ, and when do you use it?"],
    ],
    senior: [
      [
        "¿Por qué es un problema bloquear con .Result o .Wait() sobre una tarea?",
        "Why is blocking on a task with .Result or .Wait() a problem?",
      ],
      [
        "¿Qué diferencia hay entre IEnumerable e IQueryable al consultar una base de datos?",
        "What is the difference between IEnumerable and IQueryable when querying a database?",
      ],
    ],
  },
  dotnet: {
    junior: [
      [
        "¿Qué diferencia hay entre los ciclos de vida Singleton, Scoped y Transient?",
        "What is the difference between the Singleton, Scoped and Transient lifetimes?",
      ],
      [
        "¿Cómo se configura una aplicación por entorno?",
        "How do you configure an application per environment?",
      ],
    ],
    senior: [
      [
        "¿Qué pasa si inyectas un servicio Scoped en un Singleton?",
        "What happens if you inject a Scoped service into a Singleton?",
      ],
      [
        "¿Cómo medirías y reducirías el tiempo de respuesta de una API lenta?",
        "How would you measure and reduce a slow API's response time?",
      ],
    ],
  },
  go: {
    junior: [
      [
        "¿Cómo se manejan los errores en Go y por qué no hay excepciones?",
        "How are errors handled in Go, and why are there no exceptions?",
      ],
      [
        "¿Qué diferencia hay entre un slice y un array?",
        "What is the difference between a slice and an array?",
      ],
    ],
    senior: [
      [
        "¿Cómo usarías context para cancelar trabajo entre goroutines?",
        "How would you use context to cancel work across goroutines?",
      ],
      ["¿Cómo detectarías una fuga de goroutines?", "How would you detect a goroutine leak?"],
    ],
  },
  php: {
    junior: [
      ["¿Cómo evitas la inyección SQL en PHP?", "How do you prevent SQL injection in PHP?"],
      [
        "¿Qué es Composer y para qué sirve el autoload?",
        "What is Composer, and what is autoloading for?",
      ],
    ],
    senior: [
      [
        "¿Cómo funciona el ciclo de vida de una petición en PHP-FPM y qué implica para el estado?",
        "How does a request's lifecycle work in PHP-FPM, and what does it mean for state?",
      ],
      [
        "¿Cómo migrarías gradualmente una base de código legada a tipos estrictos?",
        "How would you gradually move a legacy codebase to strict types?",
      ],
    ],
  },
  laravel: {
    junior: [
      [
        "¿Qué es Eloquent y cómo defines una relación?",
        "What is Eloquent, and how do you define a relationship?",
      ],
      ["¿Para qué sirven las colas en Laravel?", "What are queues in Laravel for?"],
    ],
    senior: [
      [
        "¿Cómo evitarías el problema N+1 con Eloquent en un listado grande?",
        "How would you avoid the N+1 problem with Eloquent in a large listing?",
      ],
      [
        "¿Cómo harías que un trabajo en cola sea seguro de reintentar?",
        "How would you make a queued job safe to retry?",
      ],
    ],
  },
  rails: {
    junior: [
      [
        "¿Qué es una migración y cómo la reviertes?",
        "What is a migration, and how do you roll it back?",
      ],
      [
        "¿Qué hacen las validaciones y los callbacks de un modelo?",
        "What do a model's validations and callbacks do?",
      ],
    ],
    senior: [
      [
        "¿Por qué conviene evitar callbacks con efectos secundarios y qué usarías en su lugar?",
        "Why avoid callbacks with side effects, and what would you use instead?",
      ],
      [
        "¿Cómo encontrarías las consultas lentas de una aplicación Rails en producción?",
        "How would you find a Rails application's slow queries in production?",
      ],
    ],
  },
};
