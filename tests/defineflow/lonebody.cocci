// A statement pattern matches the lone bodies of the ifs and loops of a
// #define body (in a do ... while too); not in a body that is no whole
// statement (`if (c) f(); else g()' without its `;').
@@
expression E;
@@
* dev_err(E, ...);
