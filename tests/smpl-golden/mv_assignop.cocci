@@
expression L, R;
assignment operator aop;
@@
- L aop R;
+ set_checked(&L, R);
