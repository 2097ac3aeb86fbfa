void one () {
  if (y) {
    if (errno != ENOENT
#ifdef ENOTDIR
      && errno != ENOTDIR
#endif
    )
    a = 5;
  }
#ifdef FOO
  x = 0;
#else
  x = 0;
#endif
}
void two () {
  if (y) {
    if (errno != ENOENT)
    a = 5;
  }
#ifdef FOO
  x = 0;
#else
  x = 0;
#endif
}
void three () {
  if (y) {
    if (errno != ENOENT)
    a = 5;
#ifdef BAR
    b = 5;
#endif
  }
#ifdef FOO
  x = 0;
#else
  x = 0;
#endif
}
void four () {
  if (y) {
#ifdef BAR
    if (errno != ENOENT)
#endif
    a = 5;
  }
#ifdef FOO
  x = 0;
#else
  x = 0;
#endif
}
