@@
@@
  start();
  ... when = tick();
- stop();
+ stop_clean();
