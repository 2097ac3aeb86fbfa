enum e { A, B = 1, C, };
