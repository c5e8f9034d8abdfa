int other_x;
