int before;
#if 0
this is not C: it's "skipped' text /* with a comment
#endif inside the comment */
#if 1
#else
#endif
#ifdef NESTED
#elif defined(X)
#endif
#else
int kept;
#endif
  #if 0
  #  elif 1
int elif_branch;
#endif
#if 0 /* a comment after the zero */
#endif
#if 00
int not_skipped;
#endif
int after;
#if X
int x;
#elif 0
int dead;
#else
int alive;
#endif
